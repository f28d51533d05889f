-- Mini-player: a tab screen with a music app's mini-player above its tab bar. A pan up that
-- begins on the mini-player drags the now-playing screen up out of it; a pan up anywhere else
-- on the tab screen is the list's own (it presents nothing: `gesture.presentArea`); a tap on
-- the mini-player opens it timed (`gesture.tap`), as a UITapGestureRecognizer's action would;
-- a pan that begins on the play button is refused by `interactivePresentShouldBegin` (the
-- button keeps it). Once open, a pan down anywhere dismisses it.
--
--   scripts/segue run examples/mini_player.lua
--   scripts/segue run examples/mini_player.lua --gesture examples/traces/mini_player.swipe_up.json

local width, height = 375, 667
-- The mini-player's frame in the window, and its play button's (inside it, at its right end).
local bar = { x = 8, y = 554, width = 359, height = 56 }
local play = { x = bar.x + 303, y = bar.y + 6, width = 44, height = 44 }

local function inside(rect, point)
  return point.x >= rect.x and point.x <= rect.x + rect.width
    and point.y >= rect.y and point.y <= rect.y + rect.height
end

return segue.transition {
  name = "mini player",
  scene = segue.scene {
    container = "modal",
    size = { width = width, height = height },
    presentation = { style = "fullScreen" },
    pages = {
      { id = "library", view = { id = "libraryView", color = "#f2f2f7", subviews = {
          { id = "row1", x = 16, y = 100, width = 343, height = 64, cornerRadius = 10, color = "#ffffff" },
          { id = "row2", x = 16, y = 176, width = 343, height = 64, cornerRadius = 10, color = "#ffffff" },
          { id = "row3", x = 16, y = 252, width = 343, height = 64, cornerRadius = 10, color = "#ffffff" },
          { id = "miniPlayer", x = bar.x, y = bar.y, width = bar.width, height = bar.height, cornerRadius = 12,
            color = "#ffffff", shadowOpacity = 0.15, shadowRadius = 8, subviews = {
              { id = "miniArtwork", x = 8, y = 8, width = 40, height = 40, cornerRadius = 6, color = "#ff375f" },
              { id = "miniTitle", x = 60, y = 20, width = 160, height = 16, cornerRadius = 4, color = "#d1d1d6" },
              { id = "playButton", x = play.x - bar.x, y = play.y - bar.y, width = play.width, height = play.height,
                cornerRadius = 22, color = "#e5e5ea" },
          } },
          { id = "tabBar", x = 0, y = 618, width = width, height = 49, color = "#f9f9f9" },
      } } },
      { id = "nowPlaying", view = { id = "nowPlayingView", color = "#1c1c1e", subviews = {
          { id = "artwork", x = 40, y = 120, width = 295, height = 295, cornerRadius = 16, color = "#ff375f" },
          { id = "scrubber", x = 40, y = 460, width = 295, height = 4, cornerRadius = 2, color = "#8e8e93" },
      } } },
    },
  },
  duration = 0.45,
  timing = segue.spring { response = 0.45, dampingRatio = 0.9 },
  release = { threshold = 0.5, velocity = 500 },
  gesture = {
    -- A pan presents only when it begins on the mini-player (UIKit: the pan recogniser on it).
    presentArea = "miniPlayer",
    -- A tap on the mini-player, left of its play button, opens the player.
    tap = { area = { x = bar.x, y = bar.y, width = play.x - bar.x, height = bar.height }, request = "present" },
  },

  -- The play button keeps its pans (it scrubs the volume, say): the presentation does not begin.
  interactivePresentShouldBegin = function(interaction)
    return not inside(play, interaction.location)
  end,

  addTo = function(ctx)
    if ctx.kind == "present" then ctx.container:add(ctx.to.view) end
  end,

  prepare = function(ctx)
    if ctx.kind == "present" then
      -- The now-playing screen rises out of the mini-player, with its rounded corners.
      ctx.to.view.y = bar.y
      ctx.to.view.cornerRadius = 12
    end
  end,

  animation = function(ctx)
    if ctx.kind == "present" then
      ctx.to.view.y = ctx.to.finalFrame.y
      ctx.to.view.cornerRadius = 0
    else
      ctx.from.view.y = ctx.container.height
      ctx.from.view.cornerRadius = 12
    end
  end,

  finalize = function(ctx, completed)
    local screen = ctx.kind == "present" and ctx.to.view or ctx.from.view
    screen.y = 0
    screen.cornerRadius = 0
  end,
}
