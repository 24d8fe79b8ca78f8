#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds the .deb with CPack, unpacks it into a clean directory with dpkg -x (no installation on the system)
# and runs sudoku-cli from there; the package must depend on the Debian Qt runtime packages.
# usage: check-deb.sh <build dir> <expected version>
set -eu
build=$1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cpack --config "$build/CPackConfig.cmake" -G DEB -B "$work/out" >"$work/cpack.log" 2>&1 || {
    cat "$work/cpack.log"
    exit 1
}
deb=$(ls "$work"/out/*.deb)
echo "built $(basename "$deb")"
depends=$(dpkg-deb -f "$deb" Depends)
echo "Depends: $depends"
for lib in libqt6core6 libqt6gui6 libqt6widgets6 libqt6printsupport6; do
    echo "$depends" | grep -q "$lib" || { echo "Depends does not name $lib"; exit 1; }
done
dpkg -x "$deb" "$work/root"
for file in usr/bin/sudoku usr/bin/sudoku-cli usr/share/applications/sudoku.desktop \
    usr/share/icons/hicolor/scalable/apps/sudoku.svg usr/share/metainfo/org.example.Sudoku.metainfo.xml; do
    [ -e "$work/root/$file" ] || { echo "the package lacks /$file"; exit 1; }
done
version=$("$work/root/usr/bin/sudoku-cli" --version)
echo "unpacked sudoku-cli says: $version"
[ "$version" = "sudoku-cli $2" ] || { echo "expected 'sudoku-cli $2'"; exit 1; }
