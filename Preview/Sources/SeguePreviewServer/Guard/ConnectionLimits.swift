/// How long and how large what a connection sends may be, and how many may wait.
public struct ConnectionLimits: Sendable {
    /// Seconds a connection has to complete each request head, from its opening or from
    /// its previous request (so an idle connection is closed after as long too).
    public var headTimeout: Double = 10
    /// The most bytes of one request head (request line and header fields).
    public var maxHeadBytes: Int = 16 * 1024
    /// The most connections waiting for a head at once; a newcomer closes the oldest.
    public var maxWaitingConnections: Int = 32
    /// The most bytes of one WebSocket frame, and of one message.
    public var maxMessageBytes: Int = 64 * 1024
    /// The messages a page may send per second on average (a short burst of twice as
    /// many passes); past that its connection is closed with an error.
    public var messagesPerSecond: Double = 250

    /// The defaults: 10 s, 16 KB heads, 32 waiting, 64 KB messages, 250 messages a second.
    public init() {}
}
