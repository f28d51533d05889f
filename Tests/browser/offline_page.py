"""A page opened from a local file with the network refused: what the offline checks share.

open_offline(browser, path, viewport=None, query="") returns (page, foreign, errors): the page, loaded
from `path` (and `query`, such as `?scale=1`) in a context that is offline and aborts every request other than a local file or
a data: URL (those it asked for are listed in `foreign`), with the page's uncaught errors and
console errors collected in `errors`.
"""


def open_offline(browser, path, viewport=None, query=""):
    options = {"offline": True}
    if viewport:
        options["viewport"] = viewport
    context = browser.new_context(**options)
    foreign = []

    def refuse(route):
        if route.request.url.startswith(("file://", "data:")):
            route.continue_()
        else:
            foreign.append(route.request.url)
            route.abort()

    context.route("**/*", refuse)
    page = context.new_page()
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.on("console", lambda message: errors.append(message.text) if message.type == "error" else None)
    page.goto("file://" + path + query)
    return page, foreign, errors
