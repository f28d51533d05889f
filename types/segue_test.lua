---@meta
-- LuaLS definitions of the spec DSL `segue test` gives *_spec.lua files. See docs/testing.md.

---Declares a group of tests; groups nest.
---@param name string
---@param fn fun()
function describe(name, fn) end

---Declares a test; without `fn` it is listed as pending.
---@param name string words after `#` are tags
---@param fn? fun()
function it(name, fn) end

---Declares a pending test; inside a running test, stops it and marks it skipped.
---@param name string
function pending(name) end

---Runs before every test of the enclosing group, from the outside in.
---@param fn fun()
function before_each(fn) end

---Runs after every test of the enclosing group, from the inside out, even after a failure.
---@param fn fun()
function after_each(fn) end

---Runs once, before the first test of the group that runs.
---@param fn fun()
function setup(fn) end

---Runs once, after the file's last test, when the group's setup ran.
---@param fn fun()
function teardown(fn) end

---A value to match inside expected values.
---@class segue.Matcher
---@field label string

---Matches a number within `tolerance` (default 1e-9) of `value`.
---@param value number
---@param tolerance? number
---@return segue.Matcher
function near(value, tolerance) end

---Matches any value, or any value of type `typeName`.
---@param typeName? type
---@return segue.Matcher
function any(typeName) end

---@class segue.Expectation
---@field never segue.Expectation the same expectation, negated
local Expectation = {}
---@param expected any
---@return segue.Expectation
function Expectation:equals(expected) end
---@param expected any
---@return segue.Expectation
function Expectation:same(expected) end
---@param expected number
---@param tolerance? number
---@return segue.Expectation
function Expectation:near(expected, tolerance) end
---Compares a trace from s:record with __goldens__/NAME.trace beside the spec; or keeps an
---export from s:export as __goldens__/NAME.EXT (the format's extension), matching when the
---bytes are the same or the kept file plays the new export's motion within `tolerance`
---(a segue.ExportTolerance; default 0.25 pt, 0.005 alpha, 0.001 rad, 1/255 colour).
---@param name string
---@param options? { tolerance: number|segue.GoldenTolerance|segue.ExportTolerance }
---@return segue.Expectation
function Expectation:matches_golden(name, options) end
---Allowances by what each column measures; `relative` is a share of the value's magnitude,
---`default` covers the columns with no unit (time, progress, a touch's speed).
---@class segue.GoldenTolerance
---@field points? number
---@field radians? number
---@field alpha? number
---@field colour? number
---@field scale? number
---@field relative? number
---@field default? number
---Rasterises frames from s:render and compares frame K with __goldens__/NAME.K.png beside the
---spec: a pixel differs when a channel differs by more than `tolerance` (0…255, default 0); the
---frame matches when at most `pixels` pixels differ (default 0). With `animated = true` all the
---frames are one animated PNG, __goldens__/NAME.animated.png, which a pull request's page plays.
---@param name string
---With `deltaE`, a pixel differs when the CIEDE2000 difference of its colour is over it (or its
---alpha differs by more than `tolerance`).
---@param options? { tolerance: number, pixels: integer, animated: boolean, deltaE: number }
---@return segue.Expectation
function Expectation:matches_golden_images(name, options) end
---@return segue.Expectation
function Expectation:truthy() end
---@return segue.Expectation
function Expectation:falsy() end
---@return segue.Expectation
function Expectation:is_true() end
---@return segue.Expectation
function Expectation:is_false() end
---@return segue.Expectation
function Expectation:is_nil() end
---@param typeName type
---@return segue.Expectation
function Expectation:is_type(typeName) end
---@param n number
---@return segue.Expectation
function Expectation:greater_than(n) end
---@param n number
---@return segue.Expectation
function Expectation:less_than(n) end
---@param n number
---@return segue.Expectation
function Expectation:at_least(n) end
---@param n number
---@return segue.Expectation
function Expectation:at_most(n) end
---@param element any
---@return segue.Expectation
function Expectation:contains(element) end
---@param pattern string
---@return segue.Expectation
function Expectation:matches(pattern) end
---@param n integer
---@return segue.Expectation
function Expectation:has_length(n) end
---@param pattern? string
---@return segue.Expectation
function Expectation:raises(pattern) end
---@param times? integer
---@return segue.Expectation
function Expectation:called(times) end
---@return segue.Expectation
function Expectation:called_with(...) end
---@return segue.Expectation
function Expectation:last_called_with(...) end
---The table has at least these fields (nested tables matched the same way).
---@param fields table
---@return segue.Expectation
function Expectation:has_fields(fields) end

---Matches a table holding at least these fields (nested tables matched the same way).
---@param fields table
---@return segue.Matcher
function containing(fields) end

---busted's argument matchers.
match = {}
---Anything.
---@type segue.Matcher
match._ = nil
---@return segue.Matcher
function match.is_string() end
---@return segue.Matcher
function match.is_number() end
---@return segue.Matcher
function match.is_table() end
---@return segue.Matcher
function match.is_function() end
---@return segue.Matcher
function match.is_boolean() end
---@return segue.Matcher
function match.is_userdata() end
---@return segue.Matcher
function match.is_thread() end
---@return segue.Matcher
function match.is_nil() end
---@return segue.Matcher
function match.is_truthy() end
---@return segue.Matcher
function match.is_falsy() end
---@return segue.Matcher
function match.is_true() end
---@return segue.Matcher
function match.is_false() end
---@param value any
---@return segue.Matcher
function match.is_same(value) end
---@param value any
---@return segue.Matcher
function match.is_equal(value) end
---@param pattern string
---@return segue.Matcher
function match.matches(pattern) end
---@param fields table
---@return segue.Matcher
function match.containing(fields) end
---@param value number
---@param tolerance? number
---@return segue.Matcher
function match.near(value, tolerance) end
---@param predicate fun(value: any): boolean
---@param label? string
---@return segue.Matcher
function match.satisfies(predicate, label) end
---@param matcher any
---@return segue.Matcher
function match.is_not(matcher) end

---@alias segue.CustomMatcher fun(actual: any, ...: any): boolean, string?, string?

---The value under test; call a matcher on it with a colon.
---@class segue.Expect
---@overload fun(value: any): segue.Expectation
expect = {}
---Registers matchers of your own: each returns whether `actual` passes, the failure's
---message and (optionally) the negated failure's.
---@param matchers table<string, segue.CustomMatcher>
function expect.extend(matchers) end

---@class segue.Spy
---@field calls table[] one packed argument list per call
---@field fn function the recording function
local Spy = {}
---@return integer
function Spy:count() end
function Spy:reset() end
---Puts the original function back (spy.on, stub, mock).
function Spy:revert() end
---A stub's answer from now on.
---@return segue.Spy
function Spy:returns(...) end
---A stub's answer from now on: what `fn` returns for each call's arguments.
---@param fn function
---@return segue.Spy
function Spy:invokes(fn) end

spy = {}
---@param fn? function
---@return segue.Spy
function spy.new(fn) end
---@param target table
---@param key string
---@return segue.Spy
function spy.on(target, key) end

---Replaces target[key] with a recording function that answers these values and never calls
---the original.
---@class segue.Stub
---@overload fun(target: table, key: string, ...: any): segue.Spy
stub = {}
---A callable stub answering these values.
---@return segue.Spy
function stub.new(...) end

---Every function of `target` (and of the tables in it) becomes a spy, or a stub when
---`stubbed`, in place.
---@class segue.Mock
---@overload fun(target: table, stubbed?: boolean): table
mock = {}
---Puts back every function `mock` replaced.
---@param target table
function mock.revert(target) end

---@class segue.StageOptions
---@field fps? number frames per second (default 60)
---@field allowErrors? boolean collect hook errors in `errors` instead of failing

---@class segue.StartOptions
---@field interactive? boolean

---@class segue.ControllerState
---@field id string
---@field appearance "appeared"|"appearing"|"disappearing"|"disappeared"
---@field parent string?
---@field children string[]
---@field inWindow boolean

---@class segue.Stage
---@field progress number
---@field running boolean
---@field outcome "completed"|"cancelled"|nil
---@field time number
---@field fps number
---@field page integer?
---@field top string?
---@field detent string? the detent a presented sheet rests at (UIKit's selectedDetentIdentifier); nil with no sheet presented
---@field stack string[]?
---@field kind "swipe"|"navigation"|"tabs"|"modal"
---@field errors string[]
local Stage = {}
---@param options? segue.StartOptions
---@return boolean
function Stage:begin(options) end
---@param page integer
---@param options? segue.StartOptions
---@return boolean
function Stage:showPage(page, options) end
---@param tab integer
---@param options? segue.StartOptions
---@return boolean
function Stage:select(tab, options) end
---@param options? segue.StartOptions
---@return boolean
function Stage:push(options) end
---@param options? segue.StartOptions
---@return boolean
function Stage:pop(options) end
---@param options? segue.StartOptions
---@return boolean
function Stage:present(options) end
---@param options? segue.StartOptions
---@return boolean
function Stage:dismiss(options) end
---Moves the presented sheet to the detent `identifier` on its own spring (interactive with
---`{ interactive = true }`); false when it rests there already. An unknown identifier is an error.
---@param identifier string
---@param options? segue.StartOptions
---@return boolean
function Stage:selectDetent(identifier, options) end
---@param frames? integer
---@return segue.Stage
function Stage:step(frames) end
---@param seconds number
---@return segue.Stage
function Stage:advance(seconds) end
---@return "completed"|"cancelled"|nil
function Stage:settle() end
---@class segue.RecordOptions
---@field request? string a transition name: next (the default), push, pop, present, dismiss, page:N, tab:N
---@field scrub? number begin interactive, scrub to this progress (0…1), then let go
---@field velocity? number the release's velocity, points per second (with scrub)
---@field gesture? string a recorded gesture trace (JSON, relative to the script's folder) that drives the transition instead
---@class segue.Trace
---@field frames integer
---@field text string the golden file's text
local Trace = {}
---The values of one column, one per frame (index 1…frames; nil where the text writes `-`:
---a view not in the window, a touch before it takes hold) — t, progress, view.property or
---touch.x …; an unknown name is an error naming the nearest column. Iterate with
---`for frame = 1, trace.frames` (ipairs stops at the first nil).
---@param name string
---@return (number|nil)[] values
function Trace:column(name) end
---@param options? segue.RecordOptions
---@return segue.Trace trace every view's values at every frame, for :matches_golden
function Stage:record(options) end
---@class segue.RenderOptions: segue.RecordOptions
---@field frames? integer evenly spaced frames, both ends included (1…64, default 4)
---@field at? number[] the frames nearest these times, seconds from the start (instead of frames)
---@field width? number each image's width in pixels (8…1024, default 120)
---@class segue.RenderedFrames
---@field frames integer
---@field svg string[] one SVG document a frame
---@field times number[] each frame's time since the run began, seconds
---@field progress number[] each frame's presented progress
---@param options? segue.RenderOptions
---@return segue.RenderedFrames frames a few frames drawn as images, for :matches_golden_images
function Stage:render(options) end
---Allowances by unit for an export kept as a golden (:matches_golden on s:export's result).
---@class segue.ExportTolerance
---@field points? number
---@field alpha? number
---@field radians? number
---@field colour? number
---@class segue.ExportOptions: segue.RecordOptions
---@field folder? string a plain folder name inside the spec's folder to write the files in (through the file gate)
---@field tolerance? number|segue.ExportTolerance `segue export --tolerance…`: points, or every unit; the export is fitted within it (tightened as the command does) and `within` says whether its error is
---@field report? string `segue export --report`: a path inside the spec's folder to write the conformance report at
---@class segue.ExportTolerance
---@field points? number default 0.25 (0…1,000,000)
---@field alpha? number default 0.005 (0…1)
---@field radians? number default 0.001 (0…1,000)
---@field colour? number default 1/255 (0…1)
---@class segue.ExportError
---@field points number largest difference in points (scales and anchors at the view's size)
---@field alpha number largest difference in alpha
---@field radians number largest difference in radians
---@field colour number largest difference of a colour channel (0…1)
---@class segue.Export
---@field error segue.ExportError the largest difference from the run per unit (0 when none)
---@field where table<string, string> for each unit with a difference, "view.property at T s"
---@field unsupported string[] what the format cannot express, named
---@field not_carried string[] "view.property" that moves in the run but the output does not carry
---@field files string[] the files' names (written in options.folder when given)
---@field within boolean whether every unit's error is within the tolerance (segue export exits 1 when not)
---@field fits integer how many fits were made (1: the first was within the tolerance)
---@field report? string with options.report, the line segue export prints: "report: PATH (N targets, M charts)"
---@param format "spec"|"css"|"lottie"|"dotlottie" a format this build registers
---@param options? segue.ExportOptions
---@return segue.Export export the run encoded and its error measured, as `segue export` does
function Stage:export(format, options) end
---@param progress number
---@return segue.Stage
function Stage:scrub(progress) end
---@return segue.Stage
function Stage:pause() end
---@return boolean grabbed
function Stage:grab() end
---@param velocity? number
---@return boolean finishing
function Stage:release(velocity) end
---@param velocity? number
---@return segue.Stage
function Stage:finish(velocity) end
---@param velocity? number
---@return segue.Stage
function Stage:cancel(velocity) end
---The running transition's property animator (UIKit's UIViewPropertyAnimator).
---@return segue.Animator
function Stage:animator() end
---@alias segue.TouchResult "began"|"grabbed"|"moved"|"released"|"cancelled"|"failed"|"lifted"|"tapped"|"waiting"|"ignored"

---One touch event now, through the script's gesture. Returns what it did and its details
---("began", direction; "grabbed"/"moved", progress; "released", "finish"|"cancel"|"hold",
---velocity[, progress]; "failed", reason).
---@param phase "began"|"changed"|"ended"|"cancelled"
---@param x? number
---@param y? number
---@return segue.TouchResult what
---@return any ...
function Stage:touch(phase, x, y) end
---A straight drag, one sample per frame, then a lift unless lift = false. Returns what the
---last notable touch did: a move is not notable, so a drag that starts a transition and keeps
---the finger down returns "began", direction (read s.progress for where it stands).
---@param options { from?: number[], to: number[], seconds?: number, lift?: boolean }
---@return segue.TouchResult what
---@return any ...
function Stage:drag(options) end
---A tap: the finger down and up at one point, `seconds` (0.1) apart. Returns "tapped", request
---when the gesture's `tap` started its transition (timed), "lifted" when the point is outside
---the tap's area (or the gesture has no tap), "failed", reason when the request led nowhere.
---@param options { [1]: number, [2]: number, seconds?: number }
---@return segue.TouchResult what
---@return any ...
function Stage:tap(options) end
---Plays a recorded gesture trace (JSON, relative to the script's folder) from now.
---@param file string
---@return segue.TouchResult what
---@return any ...
function Stage:replay(file) end
---@param id string
---@return segue.View
function Stage:view(id) end
---@param id string
---@return segue.ControllerState
function Stage:controller(id) end
---@return string[]
function Stage:log() end
---@return segue.Stage
function Stage:clearLog() end
---The warnings the script raised since the stage was loaded (`file:line: warning: …`).
---@return string[]
function Stage:warnings() end
---@return table<string, table<string, number|boolean>>
function Stage:snapshot() end

stage = {}
---@param path string
---@param options? segue.StageOptions
---@return segue.Stage
function stage.load(path, options) end
--- Runs the transition script at `path` and returns a handle of the spec's own over its
--- fields: hooks set on it (`spy.on(t, "finalize")`) are out of the script's reach.
---@param path string
---@return table transition
function stage.script(path) end
---@param transition table
---@param options? segue.StageOptions
---@return segue.Stage
function stage.new(transition, options) end
