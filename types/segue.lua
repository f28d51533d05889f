---@meta
-- LuaLS definitions of Segue's Lua API, for editors. See docs/lua-api.md.

-- BEGIN GENERATED: names (scripts/generate-schema, from Sources/SegueSchema)
---@alias segue.TimingName "linear"|"easeIn"|"easeOut"|"easeInOut"|"ease"|"inQuad"|"outQuad"|"inOutQuad"|"outInQuad"|"inCubic"|"outCubic"|"inOutCubic"|"outInCubic"|"inQuart"|"outQuart"|"inOutQuart"|"outInQuart"|"inQuint"|"outQuint"|"inOutQuint"|"outInQuint"|"inSine"|"outSine"|"inOutSine"|"outInSine"|"inExpo"|"outExpo"|"inOutExpo"|"outInExpo"|"inCirc"|"outCirc"|"inOutCirc"|"outInCirc"|"inBack"|"outBack"|"inOutBack"|"outInBack"|"inElastic"|"outElastic"|"inOutElastic"|"outInElastic"|"inBounce"|"outBounce"|"inOutBounce"|"outInBounce"
---@alias segue.TimingKind "spring"|"bezier"|"steps"
---@alias segue.ContainerKind "swipe"|"navigation"|"tabs"|"modal"
---@alias segue.ReleaseMode "threshold"|"projected"|"autoComplete"|"autoCompleteToStart"|"autoCompleteToEnd"|"stop"|"decelerate"|"decelerateAndComplete"|"neverCompleteToStart"|"neverCompleteToEnd"
---@alias segue.SpringPreset "smooth"|"snappy"|"bouncy"
---@alias segue.StepPosition "jumpStart"|"jumpEnd"|"jumpNone"|"jumpBoth"
---@alias segue.GestureEdge "left"|"right"|"top"|"bottom"|"auto"
---@alias segue.PanDirection "left"|"right"|"up"|"down"
-- END GENERATED: names

---@class segue.TimingCurve
---@field kind segue.TimingKind

---@alias segue.Timing segue.TimingName|segue.TimingCurve

---@class segue.Frame
---@field x number
---@field y number
---@field width number
---@field height number

---@class segue.View
---@field id string read-only
-- BEGIN GENERATED: view properties (scripts/generate-schema, from Sources/SegueSchema)
---@field x number the untransformed frame's left edge in the superview (points; default 0)
---@field y number the untransformed frame's top edge in the superview (points; default 0)
---@field width number the untransformed frame's width (points; default 0)
---@field height number the untransformed frame's height (points; default 0)
---@field alpha number opacity (opacity; drawn within 0…1; default 1)
---@field translationX number translation across (points; default 0)
---@field translationY number translation down (points; default 0)
---@field translationZ number translation towards the eye (points; default 0)
---@field scaleX number scale across (`scale` writes both) (ratio; default 1)
---@field scaleY number scale down (`scale` writes both) (ratio; default 1)
---@field rotation number rotation about z (radians; default 0)
---@field rotationX number 3-D rotation about x (radians; default 0)
---@field rotationY number 3-D rotation about y (radians; default 0)
---@field perspective number eye distance for the view's own perspective; 0 for none (points; default 0)
---@field cornerRadius number the corners' radius (points; default 0)
---@field zPosition number position on the z axis: depth, and the drawing order among siblings (points; default 0)
---@field effectIntensity number blur strength: what lies behind the view blurred by 20 points × it (opacity; drawn within 0…1; default 0)
---@field backgroundRed number the background colour's red channel (colour channel; drawn within 0…1; default 0)
---@field backgroundGreen number the background colour's green channel (colour channel; drawn within 0…1; default 0)
---@field backgroundBlue number the background colour's blue channel (colour channel; drawn within 0…1; default 0)
---@field backgroundAlpha number the background colour's alpha (opacity; drawn within 0…1; default 0)
---@field anchorX number where the transform pivots across, in unit coordinates of the view (0.5: centre); writing it keeps x + anchorX·width, so the frame moves (ratio; default 0.5)
---@field anchorY number where the transform pivots down, in unit coordinates of the view (0.5: centre); writing it keeps y + anchorY·height, so the frame moves (ratio; default 0.5)
---@field shadowOpacity number the shadow's opacity (0: none) (opacity; drawn within 0…1; default 0)
---@field shadowRadius number the shadow's blur radius (points; default 3)
---@field shadowOffsetX number the shadow's offset across (points; default 0)
---@field shadowOffsetY number the shadow's offset down (points; default -3)
---@field shadowRed number the shadow colour's red channel (colour channel; drawn within 0…1; default 0)
---@field shadowGreen number the shadow colour's green channel (colour channel; drawn within 0…1; default 0)
---@field shadowBlue number the shadow colour's blue channel (colour channel; drawn within 0…1; default 0)
-- END GENERATED: view properties
---@field scale number write-only: sets scaleX and scaleY
---@field shadowColor string the shadow's colour as "#rrggbbaa" (reads) or "#rgb"/"#rrggbb" (writes)
---@field color string "#rrggbbaa"
---@field hidden boolean
---@field clipsToBounds boolean
---@field match string|nil the match id: a view of the other side with the same id is its pair in ctx:matchViews
---@field superview segue.View|nil read-only
---@field subviews segue.View[] read-only
local View = {}

---Adds `child` on top of this view's subviews.
---@param child segue.View
function View:add(child) end

---Inserts `child` just below `sibling`.
---@param child segue.View
---@param sibling segue.View
function View:insertBelow(child, sibling) end

---Inserts `child` just above `sibling`.
---@param child segue.View
---@param sibling segue.View
function View:insertAbove(child, sibling) end

---Detaches this view from its superview.
function View:removeFromSuperview() end

---The first view with `id` in this subtree, or nil.
---@param id string
---@return segue.View|nil
function View:find(id) end

---UIKit's convert(_:to:): a point `{ x, y }` or rect `{ x, y, width, height }` in this view's
---coordinates, in `target`'s (the window's when nil), through every transform; nil where undefined (into a view
---turned edge-on, behind the eye, another tree); out of an edge-on view, points on the line it is seen as.
---@param value { x: number, y: number, width?: number, height?: number }
---@param target? segue.View
---@return { x: number, y: number, width?: number, height?: number }|nil
function View:convert(value, target) end

---The rectangle this view covers in `target`'s coordinates (the window's when nil).
---@param target? segue.View
---@return { x: number, y: number, width: number, height: number }|nil
function View:frameIn(target) end

---@class segue.Side
---@field view segue.View
---@field controller string
---@field initialFrame segue.Frame
---@field finalFrame segue.Frame

---@alias segue.TransitionKind "swipe"|"push"|"pop"|"tab"|"present"|"dismiss"

---@class segue.Context
---@field container segue.View
---@field from segue.Side|nil
---@field to segue.Side|nil
---@field direction number 1 forward, -1 backward
---@field kind segue.TransitionKind what the container is doing: "swipe", "push", "pop", "tab", "present" or "dismiss"
---@field pan? segue.PanDirection the direction of the pan (or pan:… request) that started the transition; nil when none did
---@field duration number seconds the transition animates (a spring with its own physics: its settling time)
---@field isInteractive boolean
---@field isCancelled boolean
---@field completionVelocity number the velocity the gesture let go with, points per second
---@field views table<string, segue.View>
---@field source? string with a `zoom`: the id of its source view, asked as this transition began (nil: none)
local Context = {}

---Inside `animation`: writes made by `body` play between `start` and `start + duration`.
---@param start number 0…1
---@param duration number 0…1
---@param body fun()
---@param timing? segue.Timing
---@param repetition? { repeatCount?: number, autoreverses?: boolean } Core Animation's repetition inside the window
function Context:keyframe(start, duration, body, timing, repetition) end

---A point the path passes through at a moment (MotionLayout's KeyPosition).
---@class segue.KeyPosition
---@field at number when, 0…1 of the path's time
---@field percentX? number
---@field percentY? number
---@field type? "deltaRelative"|"pathRelative"|"parentRelative"
---@field arc? "startVertical"|"startHorizontal"|"flip" how the arc leaving this point starts (with the path's own `arc`; by default as the arc before it)

---Inside `animation`: moves the view's frame origin from where it is to `spec.to` along a curve:
---`control` (quadratic), `controls` (cubic), `arc` (quarter ellipses at one speed, as MotionLayout's ArcCurveFit), or through
---`keyPositions` (on a spline, or on arcs with `arc`); optionally in a window, with a timing, turning with the path.
---@param view segue.View
---@param spec { to: { x: number, y: number }, control?: { x: number, y: number }, controls?: { x: number, y: number }[], arc?: "startVertical"|"startHorizontal"|"flip", keyPositions?: segue.KeyPosition[], start?: number, duration?: number, timing?: segue.Timing, rotate?: boolean }
function Context:path(view, spec) end

---Inside `animation`: each track of `timeline` plays the view's property from its value now (SwiftUI's
---KeyframeAnimator): the window `start`…`start + duration` of the animation (all of it by default)
---runs through the timeline's `duration` seconds; a shorter track holds its end.
---@param view segue.View
---@param timeline segue.Keyframes
---With Core Animation's `repeatCount` (or `repeatDuration`, seconds of the timeline's cycles) and
---`autoreverses` the window holds that many cycles.
---@param window? { start?: number, duration?: number, repeatCount?: number, repeatDuration?: number, autoreverses?: boolean }
function Context:keyframes(view, timeline, window) end

---Inside `animation`: runs `body(view, i)` for each view in a keyframe window of its own, the
---windows starting one after another: GSAP's stagger, equal to its `distribute()` for each, amount, from,
---grid, axis and ease (`seed`, `duration` and `timing` are Segue's extras).
---@param views segue.View[]
---@param options { each?: number, amount?: number, from?: "start"|"end"|"center"|"edges"|"random"|integer, seed?: integer, grid?: { rows?: integer, columns: integer }, axis?: "x"|"y", ease?: segue.Timing, duration?: number, timing?: segue.Timing }
---@param body fun(view: segue.View, i: integer)
function Context:stagger(views, options, body) end

---Inside `animation` (call it last): every view of the `from` side whose `match` id is on a view
---of the `to` side flies to it as a copy — frame, corner radius, alpha, colour — while both
---originals hide; they show again before `finalize`. The copy's content scales with its frame
---(a snapshot's); a matched view inside another flies on its own. Copies are named
---`"<id>~match"` (`"<id>~match2"`, … when taken). Returns the flying copies by match id.
---@param options? { layer?: "top"|{ under: string }, clip?: string, timing?: segue.Timing, start?: number, duration?: number }
---@return table<string, segue.View>
function Context:matchViews(options) end

---A copy of `view` removed when the transition ends, named `"<id>~snapshot"` (`"<id>~snapshot2"`,
---… when that id is taken in the window or by another of the transition's helper views).
---@param view segue.View
---@return segue.View
function Context:snapshot(view) end

---The transition's presented progress now, 0…1.
---@return number
function Context:percentComplete() end

---The finger driving the transition, in 2-D, in the container view's coordinates.
---@class segue.Touch
---@field x number where the finger is (where it lifted, once up), points
---@field y number
---@field translationX number how far it moved since it took hold of the transition, points
---@field translationY number
---@field velocityX number points per second over the gesture's velocityWindow (the release's, once up)
---@field velocityY number
---@field down boolean whether the finger is still down
---@field time number the time of its last event, seconds

---The finger driving the transition (or the last one that did, `down` false); nil when no
---touch drives it (a timed transition, until a finger catches it); from `addTo` on in one a pan begins.
---A new table each call.
---@return segue.Touch|nil
function Context:touch() end

---Writes `fn` makes join the running transition's animation from where it stands. A property
---already animated gets a new target mid-flight and keeps its velocity (retargeting).
---@param fn fun()
function Context:alongside(fn) end

---From the `animation` hook on: the transition's property animator (UIKit's UIViewPropertyAnimator).
---@return segue.Animator
function Context:animator() end

---A transition's property animator, UIKit's `UIViewPropertyAnimator` with its rules; the
---transition completes exactly once whatever is done to it.
---@class segue.Animator
---@field state "inactive"|"active"|"stopped"
---@field isRunning boolean
---@field fractionComplete number writable while paused
---@field progress number the presented progress (read-only)
---@field isReversed boolean
---@field pausesOnCompletion boolean
---@field scrubsLinearly boolean
---@field duration number
---@field isInterruptible boolean
---@field blendDuration number seconds over which a velocity handed over at an interruption that no spring carries blends out (writable, 0…60)
local Animator = {}

---Starts, or resumes a paused animator, after `delay` seconds.
---@param delay? number
function Animator:startAnimation(delay) end

---Pauses where it stands.
function Animator:pauseAnimation() end

---Stops where it stands: `false` waits for `finishAnimation`; `true` ends it at once where it stands.
---@param withoutFinishing boolean
function Animator:stopAnimation(withoutFinishing) end

---Finishes a stopped animator.
---@param position "start"|"end"|"current"
function Animator:finishAnimation(position) end

---Resumes (or redirects) towards its end — its start when reversed — with `timing` over the
---animator's original duration times `durationFactor` (UIKit's rule: not the time left; for a
---share of the time left pass `k * (1 - animator.fractionComplete)`, or `k * fractionComplete` when reversed).
---@param timing? segue.Timing
---@param durationFactor? number
function Animator:continueAnimation(timing, durationFactor) end

---A helper view for this transition, removed when it ends (completed or cancelled).
---@param spec table `{ id = …, x = …, y = …, width = …, height = …, color = …, … }`
---@return segue.View
function Context:makeView(spec) end

---@class segue.ViewSpec
---@field id string
---@field x? number
---@field y? number
---@field width? number
---@field height? number
---@field color? string
---@field alpha? number
---@field hidden? boolean
---@field clipsToBounds? boolean
---@field match? string the match id (once per page): ctx:matchViews flies it to the view of the other side with the same id
---@field translationX? number
---@field translationY? number
---@field translationZ? number
---@field scaleX? number
---@field scaleY? number
---@field rotation? number
---@field rotationX? number
---@field rotationY? number
---@field perspective? number
---@field cornerRadius? number
---@field zPosition? number
---@field effectIntensity? number
---@field anchorX? number the transform's pivot across, 0…1 (the frame stays as given)
---@field anchorY? number the transform's pivot down, 0…1 (the frame stays as given)
---@field shadowColor? string "#rgb" or "#rrggbb"
---@field shadowOpacity? number
---@field shadowRadius? number
---@field shadowOffsetX? number
---@field shadowOffsetY? number
---@field subviews? segue.ViewSpec[]

---@class segue.ControllerSpec
---@field id string
---@field view segue.ViewSpec

---@class segue.SceneSpec
---@field container segue.ContainerKind
---@field size { width: number, height: number }
---@field background? segue.ControllerSpec
---@field pages segue.ControllerSpec[]
---@field initialPage? integer
---@field indicator? { width?: number, height?: number, edgeInset?: number, bottomInset?: number }|false swipe only: the indicator's geometry, or false to hide it
---@field swipes? { left?: "next"|"previous", right?: "next"|"previous", up?: "next"|"previous", down?: "next"|"previous" } swipe and tabs: where a pan each way leads (one axis); default { left = "next", right = "previous" }
---@field wraps? boolean swipe and tabs: after the last page or tab comes the first (false)
---@field blur? boolean swipe only: false keeps the background blur out of the transitions (true)
---@field presentation? segue.PresentationSpec modal only

---@class segue.PresentationSpec
---@field style? "fullScreen"|"overFullScreen"|"custom"|"pageSheet"
---@field height? number custom: the presented view's height, a fraction 0…1 at the bottom
---@field dimming? number the dimming view's alpha at full dimming (pageSheet: 1 by default, else 0)
---@field dimmingColor? string
---@field sheet? segue.SheetSpec pageSheet only: UISheetPresentationController's detents and options

---A custom detent: `height` points, or a `fraction` (0…1) of the largest detent's height.
---@class segue.CustomDetent
---@field identifier string
---@field height? number
---@field fraction? number

---@class segue.SheetSpec
---@field detents? ("medium"|"large"|segue.CustomDetent)[] where the sheet rests (default { "large" }), each identifier once
---@field selectedDetentIdentifier? string where it opens (default the lowest)
---@field largestUndimmedDetentIdentifier? string the largest detent that leaves the presenter undimmed (default none)
---@field prefersGrabberVisible? boolean a grabber view (id `grabber`) at the sheet's top
---@field preferredCornerRadius? number the sheet's corner radius (default 10)
---@field isModalInPresentation? boolean true refuses a dismissal by dragging: the sheet springs back
---@field safeAreaTop? number the window's top safe area inset; the large detent stops there

---@class segue.Scene: segue.SceneSpec

---@class segue.TransitionSpec
---@field name? string
---@field scene? segue.Scene
---@field duration? number
---@field timing? segue.Timing
---@field calculationMode? "linear"|"discrete"|"paced"|"cubic" how keyframes of one property fill the time between them (UIKit's); `paced` paces a view's x and y (and width/height, the translations, scales, anchor, shadow offset) as one point along their path
---@field release? { mode?: segue.ReleaseMode, threshold?: number, velocity?: number, opposing?: number, deceleration?: number }
---@field completion? { speed?: number, curve?: segue.Timing }
---@field gesture? segue.Gesture the pan that drives the transition interactively
---@field addTo? fun(ctx: segue.Context)
---@field prepare? fun(ctx: segue.Context)
---@field animation? fun(ctx: segue.Context)
---@field finalize? fun(ctx: segue.Context, completed: boolean)
---@field update? fun(ctx: segue.Context, progress: number) procedural motion after every frame and scrub; writes apply at once
---@field interactionEnded? fun(ctx: segue.Context)
---@field onReload? fun(ctx: segue.Context|nil) called by the REPL after a hot reload; nil when no transition runs; an error ends the running transition
---@field zoom? segue.Zoom iOS 18's zoom: the presented view grows out of a source view and follows the finger back into it
---@field interactiveDismissShouldBegin? fun(interaction: segue.DismissInteraction): boolean asked before a finger begins a dismissal (or a pop); false vetoes it
---@field interactivePresentShouldBegin? fun(interaction: segue.PresentInteraction): boolean asked before a finger begins a presentation (or a push), after `gesture.presentArea`; false vetoes it

---What `interactiveDismissShouldBegin` is asked with (UIKit's ZoomOptions.InteractionContext).
---@class segue.DismissInteraction
---@field kind "dismiss"|"pop"
---@field location { x: number, y: number } where the finger is, window coordinates
---@field velocity { x: number, y: number } points per second
---@field willBegin boolean whether the dismissal would begin (always true: it is asked only then)

---What `interactivePresentShouldBegin` is asked with (the presenting pan's gestureRecognizerShouldBegin).
---@class segue.PresentInteraction
---@field kind "present"|"push"
---@field location { x: number, y: number } where the finger is, window coordinates
---@field velocity { x: number, y: number } points per second
---@field willBegin boolean whether the presentation would begin (always true: it is asked only then)

---A zoom transition (UIKit's `preferredTransition = .zoom(options:sourceViewProvider:)`).
---@class segue.Zoom
---@field source? string|fun(ctx: segue.Context): (string|segue.View|nil) the source view, asked as every transition begins (presenting and dismissing); nil: scale in place from `minimumScale`
---@field alignmentRect? segue.Frame|fun(ctx: segue.Context): segue.Frame|nil the rectangle of the zoomed view, in its own coordinates, laid over the source (the whole view)
---@field dimmingColor? string the dimming's colour, '#rrggbb' ("#000000")
---@field dimmingAlpha? number 0…1, how much dimming shows behind the view at rest (0.3; 0: none)
---@field minimumScale? number 0.01…1, the scale a finger dragging the view down its own height reaches (0.5)

---@class segue.Gesture
---@field edge? segue.GestureEdge an edge pan (auto: the container's edge); none: anywhere
---@field margin? number points from the edge an edge pan may begin (30)
---@field axis? "horizontal"|"vertical" the direction lock (the container's axis)
---@field directions? segue.PanDirection[] directions that may start a transition (all the container answers)
---@field slop? number points a touch moves before its direction is decided (10)
---@field distance? number points of pan for the whole transition (the container's)
---@field maxProgress? number the most progress the pan itself reaches (1)
---@field velocityWindow? number seconds of samples the release velocity is fitted over (0.1)
---@field presentArea? string|segue.Frame where a pan must begin to present or push: a view id (as shown) or a rect in window coordinates; none: anywhere
---@field tap? segue.Tap a tap that starts a transition, timed

---A tap that starts a transition (UIKit's UITapGestureRecognizer whose action presents): down in
---`area` and up before the finger moves `slop` points.
---@class segue.Tap
---@field area? string|segue.Frame a view id (as shown) or a rect in window coordinates; none: anywhere
---@field request string what it asks for: "present", "push", "next", "dismiss", "pop", "tab:N", "page:N", "pan:DIRECTION", "detent:ID"

---@class segue.Transition: segue.TransitionSpec

---@class segue
---@field version string
segue = {}

---@param spec segue.TransitionSpec
---@return segue.Transition
function segue.transition(spec) end

---@param spec segue.SceneSpec
---@return segue.Scene
function segue.scene(spec) end

---A spring timing. `initialVelocity` is UIKit's: the whole distance per second, in every form.
---`preset` is SwiftUI's `smooth` (bounce 0), `snappy` (0.15) or `bouncy` (0.3), with `duration`
---(default 0.5) and `extraBounce` (default 0, added to the preset's bounce). `blendDuration` is
---SwiftUI's (0…60 s, default 0): over it a velocity handed over at an interruption whose new
---motion is not a spring (a finger holding it) blends out; into a spring velocity is always kept.
---@param spec { dampingRatio?: number, response?: number, mass?: number, stiffness?: number, damping?: number, duration?: number, bounce?: number, initialVelocity?: number, preset?: segue.SpringPreset, extraBounce?: number, blendDuration?: number }
---@return segue.TimingCurve
function segue.spring(spec) end

---Seconds until the spring stays within `epsilon` (default 0.001) of its end, started from rest
---at `initialVelocity` (default 0): SwiftUI's `settlingDuration`. nil for a spring stretched over
---the animator's duration (`{ dampingRatio }` alone).
---@param spring segue.TimingCurve a `segue.spring` timing
---@param options? { initialVelocity?: number, epsilon?: number }
---@return number?
function segue.settlingDuration(spring, options) end

---A keyframe of a track (`segue.keyframes`): SwiftUI's LinearKeyframe, CubicKeyframe,
---SpringKeyframe or MoveKeyframe, read-only.
---@class segue.Keyframe
---@field kind "linear"|"cubic"|"spring"|"move"
---@field to number the value it goes to
---@field duration? number seconds (nil: a move; a spring's settling duration)

---SwiftUI's KeyframeTimeline: a track of keyframes per view property.
---@class segue.Keyframes
---@field duration number seconds: the longest track's (SwiftUI's `duration`)
local Keyframes = {}

---Each track's value at `time` seconds (SwiftUI's `value(time:)`), the tracks starting from
---`initial` (start values by property, 0 for one not given); before 0 the start, after its end a track holds.
---@param time number
---@param initial? table<string, number>
---@return table<string, number>
function Keyframes:value(time, initial) end

---Each track's velocity at `time` seconds, value units per second (0 before the start and after the end).
---@param time number
---@param initial? table<string, number>
---@return table<string, number>
function Keyframes:velocity(time, initial) end

---SwiftUI's LinearKeyframe: straight to `to` over `duration` seconds, progress following `timing` (linear).
---@param to number
---@param duration number seconds, 0…3600
---@param timing? segue.Timing
---@return segue.Keyframe
function segue.linearKeyframe(to, duration, timing) end

---SwiftUI's CubicKeyframe: a cubic curve in time; a velocity not given keeps the motion smooth
---(the incoming velocity at the start, Catmull-Rom between cubics, the next keyframe's start velocity at the end).
---@param to number
---@param duration number seconds, 0…3600
---@param options? { startVelocity?: number, endVelocity?: number }
---@return segue.Keyframe
function segue.cubicKeyframe(to, duration, options) end

---SwiftUI's SpringKeyframe: a spring (default `Spring(duration: 0.5, bounce: 0)`) carries the value
---to `to`, starting at `startVelocity` or the incoming velocity; the keyframe lasts `duration` or,
---when nil, the spring's settling duration (landing exactly on `to`).
---@param to number
---@param options? { duration?: number, spring?: segue.TimingCurve, startVelocity?: number }
---@return segue.Keyframe
function segue.springKeyframe(to, options) end

---SwiftUI's MoveKeyframe: the value jumps to `to` at once and rests there.
---@param to number
---@return segue.Keyframe
function segue.moveKeyframe(to) end

---SwiftUI's KeyframeTimeline: `{ property = { keyframe, … }, … }` for animatable view properties.
---@param tracks table<string, segue.Keyframe[]>
---@return segue.Keyframes
function segue.keyframes(tracks) end

---SwiftUI's PhaseAnimator as a keyframe timeline: phases of view property values, each with the
---`animation` into it (a timing over `duration` seconds, 0.35 s unless given; a spring, over its settling
---duration or `duration`; `false`: a jump; when left out, SwiftUI's default spring: response 0.55 s, damping ratio 1);
---the first phase is where the view starts; each of `cycles` (default 1) runs through them and back to the first.
---@param phases table[] phases `{ property = value, …, animation?: segue.Timing|false, duration?: number }`, and `cycles?: integer`
---@return segue.Keyframes
function segue.phases(phases) end

---CSS cubic-bezier, within 1e-9 + 1e-14 · max(1, |y1|, |y2|) of the exact curve.
---@return segue.TimingCurve
function segue.bezier(x1, y1, x2, y2) end

---@param count integer
---@param position? segue.StepPosition
---@return segue.TimingCurve
function segue.steps(count, position) end

---@param name segue.TimingName
---@return segue.TimingName
function segue.curve(name) end

---@return string[]
function segue.curves() end
