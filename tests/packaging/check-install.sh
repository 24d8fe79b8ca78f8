#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs the build into a temporary DESTDIR and checks that every file of a desktop install is there.
# usage: check-install.sh <build dir> <with gui: ON|OFF>
set -eu
build=$1
gui=$2
dest=$(mktemp -d)
trap 'rm -rf "$dest"' EXIT
DESTDIR="$dest" cmake --install "$build" --prefix /usr >/dev/null
status=0
need() {
    if [ -e "$dest/usr/$1" ]; then echo "ok: /usr/$1"; else echo "MISSING after install: /usr/$1"; status=1; fi
}
need bin/sudoku-cli
need share/man/man1/sudoku-cli.1
if [ "$gui" = ON ]; then
    need bin/sudoku
    need share/applications/sudoku.desktop
    need share/icons/hicolor/scalable/apps/sudoku.svg
    need share/metainfo/org.example.Sudoku.metainfo.xml
    need share/mime/packages/sudoku.xml
    # the installed desktop file must name the installed program and icon
    grep -qx 'Exec=sudoku %f' "$dest/usr/share/applications/sudoku.desktop" || { echo "desktop file: bad Exec"; status=1; }
    grep -qx 'Icon=sudoku' "$dest/usr/share/applications/sudoku.desktop" || { echo "desktop file: bad Icon"; status=1; }
fi
[ -x "$dest/usr/bin/sudoku-cli" ] && "$dest/usr/bin/sudoku-cli" --version | grep -q '^sudoku-cli [0-9]' \
    || { echo "installed sudoku-cli does not run"; status=1; }
exit $status
