-- A transition whose views have ids that could end a script element or a string in the spec's
-- JSON and sheet: the export must carry them as the same text (Tests/browser/check_export_sheet.py).
return segue.transition {
  name = "hostile ids",
  scene = segue.scene {
    container = "modal",
    size = { width = 300, height = 600 },
    pages = {
      { id = "home", view = { id = "home</script><script>document.title='owned'</script>", color = "#ffffff" } },
      { id = "sheet", view = { id = "card\"'&<b>", color = "#336699" } },
    },
  },
  duration = 0.3,
  timing = segue.spring { dampingRatio = 0.7 },
  addTo = function(ctx) ctx.container:add(ctx.to.view) end,
  prepare = function(ctx) ctx.to.view.y = ctx.container.height end,
  animation = function(ctx) ctx.to.view.y = 0 end,
}
