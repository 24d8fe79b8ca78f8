#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Sudoku as a screen reader sees it: through AT-SPI, the desktop's accessibility bus, as Orca reads it.

Run by ctest as `dbus-run-session -- /usr/bin/python3 check-screenreader.py SUDOKU`: a session bus of its
own, an X server of its own (Xvfb), the app with Qt's AT-SPI bridge on. It walks the accessibility tree to
the board, checks that it is a 9x9 table of cells that say where they are and what they hold, selects an
empty cell through the cell's own action, types a digit into it with the X keyboard, and reads the cell's
name again; then asks for a hint and reads the hint panel, a notification. Debian packages: xvfb, xdotool,
at-spi2-core, python3-pyatspi, dbus (./build.sh installs them).
"""

import os
import shutil
import subprocess
import sys
import tempfile
import time

TIMEOUT = 30  # seconds for each thing awaited


def fail(message):
    print("FAIL: " + message, flush=True)
    sys.exit(1)


def wait_for(what, probe, timeout=TIMEOUT):
    """Calls probe() until it returns something true, and returns that."""
    deadline = time.monotonic() + timeout
    last_error = None
    while time.monotonic() < deadline:
        try:
            found = probe()
            if found:
                return found
        except Exception as error:  # an object going away while it is read: try again
            last_error = error
        time.sleep(0.2)
    fail("timed out waiting for %s%s" % (what, " (%s)" % last_error if last_error else ""))


def start_x():
    """An X server of our own; returns its process and display name."""
    read_end, write_end = os.pipe()
    server = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write_end), "-screen", "0", "1280x1024x24", "-nolisten", "tcp"],
        pass_fds=(write_end,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write_end)
    with os.fdopen(read_end) as pipe:
        number = pipe.readline().strip()
    if not number:
        fail("Xvfb did not start")
    return server, ":" + number


def find(root, predicate, depth=0):
    """The first accessible under root (root included) for which predicate holds, depth first."""
    if predicate(root):
        return root
    if depth > 30:
        return None
    for i in range(root.childCount):
        child = root.getChildAtIndex(i)
        if child is None:
            continue
        found = find(child, predicate, depth + 1)
        if found is not None:
            return found
    return None


def fresh_name(accessible):
    accessible.clearCache()  # the client caches names; ask the app
    return accessible.name


def main():
    if len(sys.argv) != 2:
        fail("usage: check-screenreader.py SUDOKU")
    app_path = sys.argv[1]
    for tool in ("Xvfb", "xdotool"):
        if not shutil.which(tool):
            fail("'%s' not found: install the Debian packages xvfb and xdotool" % tool)
    if "DBUS_SESSION_BUS_ADDRESS" not in os.environ:
        fail("no session bus: run under dbus-run-session")
    try:
        import pyatspi
    except ImportError:
        fail("pyatspi not found: install the Debian package python3-pyatspi (and at-spi2-core)")

    server, display = start_x()
    home = tempfile.mkdtemp(prefix="sudoku-atspi-")
    env = dict(os.environ)
    env.update({
        "DISPLAY": display,
        "QT_QPA_PLATFORM": "xcb",
        "QT_LINUX_ACCESSIBILITY_ALWAYS_ON": "1",  # Qt's AT-SPI bridge on, as when a screen reader runs
        "QT_ACCESSIBILITY": "1",
        "LANGUAGE": "en",
        "LANG": "C.UTF-8",
        "XDG_CONFIG_HOME": os.path.join(home, "config"),
        "XDG_DATA_HOME": os.path.join(home, "data"),
        "XDG_CACHE_HOME": os.path.join(home, "cache"),
    })
    os.environ["DISPLAY"] = display
    log = open(os.path.join(home, "app.log"), "w")  # a file, never a pipe nobody reads: the app must not block
    app = subprocess.Popen([app_path, "--settings", os.path.join(home, "settings.ini")], env=env,
                           stdout=log, stderr=subprocess.STDOUT)
    passed = False
    try:
        run(pyatspi, display)
        passed = True
    finally:
        if not passed:
            log.flush()
            with open(os.path.join(home, "app.log")) as written:
                print("the app said:\n" + written.read()[-4000:], flush=True)
        app.terminate()
        try:
            app.wait(10)
        except subprocess.TimeoutExpired:
            app.kill()
        server.terminate()
        server.wait(10)
        log.close()
        shutil.rmtree(home, ignore_errors=True)
    print("PASS: the board read through AT-SPI", flush=True)


def run(pyatspi, display):
    desktop = pyatspi.Registry.getDesktop(0)

    def application():
        for i in range(desktop.childCount):
            candidate = desktop.getChildAtIndex(i)
            if candidate is not None and candidate.name == "sudoku":
                return candidate
        return None

    app = wait_for("the app on the accessibility bus", application)
    board = wait_for("the board, a table named 'Sudoku board'", lambda: find(
        app, lambda a: a.getRoleName() == "table" and a.name == "Sudoku board"))
    table = board.queryTable()
    if (table.nRows, table.nColumns, board.childCount) != (9, 9, 81):
        fail("the board is %dx%d with %d children, not 9x9 with 81" % (table.nRows, table.nColumns, board.childCount))
    first = table.getAccessibleAt(0, 0)
    if first.getRoleName() != "table cell" or not first.name.startswith("Row 1, column 1, box 1, "):
        fail("the first cell is a '%s' named '%s'" % (first.getRoleName(), first.name))
    print("board: a 9x9 table; r1c1 says '%s'" % first.name, flush=True)

    # The keyboard to the window (there is no window manager to give it).
    window = subprocess.run(["xdotool", "search", "--sync", "--onlyvisible", "--name", "^Sudoku$"],
                            capture_output=True, text=True, timeout=TIMEOUT).stdout.split()
    if not window:
        fail("no window named Sudoku")
    subprocess.run(["xdotool", "windowfocus", "--sync", window[0]], check=True, timeout=TIMEOUT)

    # An empty cell, selected through its own action, as a screen reader's "go to" does.
    empty = None
    for i in range(81):
        cell = board.getChildAtIndex(i)
        if cell.name.endswith(", empty"):
            empty = (i, cell)
            break
    if empty is None:
        fail("no cell says 'empty'")
    index, cell = empty
    actions = cell.queryAction()
    names = [actions.getName(i) for i in range(actions.nActions)]
    if "SetFocus" not in names:
        fail("cell %d has no SetFocus action (it has %s)" % (index, names))
    actions.doAction(names.index("SetFocus"))
    wait_for("the cell selected", lambda: cell.getState().contains(pyatspi.STATE_SELECTED), timeout=10)
    wait_for("the cell focused", lambda: cell.getState().contains(pyatspi.STATE_FOCUSED), timeout=10)

    # Typed with the keyboard, read back.
    before = fresh_name(cell)
    row, column = index // 9 + 1, index % 9 + 1
    placed = None
    for digit in "123456789":  # the first digit the row, column and box allow
        subprocess.run(["xdotool", "key", digit], check=True, timeout=TIMEOUT)
        expected = "Row %d, column %d, box %d, %s, your entry" % (row, column, (row - 1) // 3 * 3 + (column - 1) // 3 + 1,
                                                                 digit)
        name = wait_for("the cell renamed after typing %s" % digit, lambda: fresh_name(cell) != before and fresh_name(cell))
        if name.startswith(expected):
            placed = name
            if "conflict" not in name:
                break
        before = name
    if placed is None:
        fail("after typing, the cell says '%s'" % fresh_name(cell))
    print("typed into r%dc%d: '%s'" % (row, column, placed), flush=True)

    # A hint: the panel is a notification that says the technique and the stage.
    subprocess.run(["xdotool", "key", "Delete"], check=True, timeout=TIMEOUT)  # no wrong entry before the hint
    wait_for("the cell cleared", lambda: fresh_name(cell).endswith(", empty"))
    subprocess.run(["xdotool", "key", "h"], check=True, timeout=TIMEOUT)
    hint = wait_for("the hint panel, a notification", lambda: find(
        app, lambda a: a.getRoleName() == "notification" and a.name == "Hint"
        and a.getState().contains(pyatspi.STATE_SHOWING)))
    description = wait_for("the hint's text", lambda: (hint.clearCache(), hint.description)[1])
    print("hint: '%s'" % description, flush=True)


if __name__ == "__main__":
    main()
