#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Sets up a Debian 12 machine for Sudoku, installing only the packages that are missing (as root, or through
# sudo), builds a Release build in build/release, then launches the app or runs every test.
#
#   ./build.sh app            build and launch the desktop app
#   ./build.sh test [ARGS]    build and run the whole test suite through ctest (ARGS go to ctest)
#   ./build.sh build          only install and build
#
# Safe to re-run: nothing is installed twice, and an up-to-date build does no work.
set -euo pipefail
cd "$(dirname "$0")"

mode=${1:-}
case "$mode" in
app | test | build) shift ;;
*)
    echo "usage: $0 app | test [ctest arguments] | build" >&2
    exit 2
    ;;
esac

# Build: the compiler, CMake and Qt (Widgets, PrintSupport, Sql, Svg, Test, Linguist tools); Qt SQL's SQLite
# driver keeps the statistics.
# Tests: appstream, desktop-file-utils, groff-base, man-db and dpkg-dev check the desktop files, the man page
# and the .deb; qt6-base-private-dev lets the accessibility test turn Qt's accessibility on as a screen reader
# does; xvfb, xdotool, dbus, at-spi2-core and python3-pyatspi run the app under a screen reader's eyes (AT-SPI).
# Run: Qt's own translations (dialog buttons in Chinese); for the app, a font with Chinese glyphs.
packages=(cmake g++ make qt6-base-dev qt6-svg-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools fonts-dejavu-core
    libqt6sql6-sqlite qt6-translations-l10n appstream desktop-file-utils groff-base man-db dpkg-dev qt6-base-private-dev
    xvfb xdotool dbus at-spi2-core python3-pyatspi)
[ "$mode" != app ] || packages+=(fonts-noto-cjk)
missing=()
for package in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed' || missing+=("$package")
done
if ((${#missing[@]})); then
    sudo=()
    [ "$(id -u)" -eq 0 ] || sudo=(sudo)
    echo "Installing missing packages: ${missing[*]}"
    "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -q
    "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${missing[@]}"
fi

build_dir=${SUDOKU_BUILD_DIR:-build/release}
if [ ! -f "$build_dir/CMakeCache.txt" ]; then
    cmake -S . -B "$build_dir" -DCMAKE_BUILD_TYPE=Release
fi
cmake --build "$build_dir" --parallel "$(nproc)"

case "$mode" in
app) exec "$build_dir/app/sudoku" ;;
test) exec ctest --test-dir "$build_dir" --output-on-failure --parallel "$(nproc)" "$@" ;;
build) ;;
esac
