#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
@preconcurrency import Darwin
#endif

/// Runs `count` jobs on up to `workers` threads of its own and hands their outputs back in
/// job order: ``output(_:)`` blocks until job `index` finished. Jobs start in index order,
/// each on the next free thread. ``stop()`` starts no further job; ``finish()`` waits for the
/// threads, so no job outlives the caller.
///
/// The threads are POSIX threads with an 8 MB stack (a Lua state's C recursion needs a main
/// thread's room, which a dispatch pool thread does not promise).
final class OrderedParallelWork<Output: Sendable>: @unchecked Sendable {
    private let count: Int
    private let job: @Sendable (Int) -> Output
    private var outputs: [Output?]
    private var next = 0
    private var stopped = false
    // Allocated, so their addresses stay put (a stored property's `&` promises no address).
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    private var threads: [pthread_t] = []

    /// Starts `count` jobs on `min(workers, count)` threads (at least one).
    init(count: Int, workers: Int, job: @escaping @Sendable (Int) -> Output) {
        self.count = count
        self.job = job
        outputs = Array(repeating: nil, count: count)
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(condition, nil)
        for _ in 0..<max(1, min(workers, count)) {
            if let thread = startThread({ self.runJobs() }) { threads.append(thread) }
        }
        // No thread could start: the jobs run on the caller's thread as it asks for them.
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        condition.deallocate()
        mutex.deallocate()
    }

    /// The output of job `index`, waiting for it; nil after ``stop()`` when it never started.
    func output(_ index: Int) -> Output? {
        guard (0..<count).contains(index) else { return nil }
        if threads.isEmpty { return locked { stopped } ? nil : job(index) }
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        while outputs[index] == nil {
            if stopped && index >= next { return nil }
            pthread_cond_wait(condition, mutex)
        }
        return outputs[index]
    }

    /// Starts no further job (those running finish).
    func stop() {
        locked { stopped = true }
        pthread_cond_broadcast(condition)
    }

    /// Waits until every thread ended.
    func finish() {
        for thread in threads { pthread_join(thread, nil) }
        threads = []
    }

    private func runJobs() {
        while let index = take() {
            let output = job(index)
            locked { outputs[index] = output }
            pthread_cond_broadcast(condition)
        }
    }

    private func take() -> Int? {
        locked {
            guard !stopped, next < count else { return nil }
            defer { next += 1 }
            return next
        }
    }

    private func locked<T>(_ body: () -> T) -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return body()
    }
}

/// What a started thread runs.
private final class ThreadBody {
    let run: () -> Void
    init(_ run: @escaping () -> Void) { self.run = run }
}

/// Starts a POSIX thread with an 8 MB stack that runs `body`; nil when it cannot start.
private func startThread(_ body: @escaping () -> Void) -> pthread_t? {
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    pthread_attr_setstacksize(&attributes, 8 << 20)
    defer { pthread_attr_destroy(&attributes) }
    let context = Unmanaged.passRetained(ThreadBody(body)).toOpaque()
    #if canImport(Glibc)
    var thread = pthread_t()
    #else
    var thread: pthread_t?
    #endif
    let created = pthread_create(&thread, &attributes, { context in
        guard let context else { return nil }
        Unmanaged<ThreadBody>.fromOpaque(context).takeRetainedValue().run()
        return nil
    }, context)
    guard created == 0 else {
        Unmanaged<ThreadBody>.fromOpaque(context).release()
        return nil
    }
    return thread
}
