# SPDX-License-Identifier: GPL-3.0-or-later
# Installing like a desktop app (FHS / freedesktop layout) and the Debian package built by CPack.
#   bin/sudoku, bin/sudoku-cli
#   share/applications/sudoku.desktop            launcher
#   share/icons/hicolor/scalable/apps/sudoku.svg  icon (hicolor theme)
#   share/metainfo/org.example.Sudoku.metainfo.xml  AppStream, for software centres
#   share/mime/packages/sudoku.xml               *.sudoku saved games
#   share/man/man1/sudoku-cli.1                  manual of the command-line tool

include(GNUInstallDirs)
# cmake --install and cpack take what is built; they never start a build of every target themselves.
set(CMAKE_SKIP_INSTALL_ALL_DEPENDENCY TRUE)

set(SUDOKU_APP_ID "org.example.Sudoku")
set(SUDOKU_RESOURCE_DIR "${PROJECT_SOURCE_DIR}/resources")
set(SUDOKU_METAINFO "${SUDOKU_RESOURCE_DIR}/${SUDOKU_APP_ID}.metainfo.xml")
set(SUDOKU_DESKTOP_FILE "${SUDOKU_RESOURCE_DIR}/sudoku.desktop")
set(SUDOKU_MAN_PAGE "${PROJECT_BINARY_DIR}/sudoku-cli.1")
configure_file("${SUDOKU_RESOURCE_DIR}/sudoku-cli.1" "${SUDOKU_MAN_PAGE}" @ONLY)

install(TARGETS sudoku-cli RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(FILES "${SUDOKU_MAN_PAGE}" DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)

if(SUDOKU_BUILD_GUI)
    install(TARGETS sudoku RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
    install(FILES "${SUDOKU_DESKTOP_FILE}" DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)
    install(FILES "${SUDOKU_RESOURCE_DIR}/icons/sudoku.svg"
            DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps)
    install(FILES "${SUDOKU_METAINFO}" DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo)
    install(FILES "${SUDOKU_RESOURCE_DIR}/sudoku-mime.xml" DESTINATION ${CMAKE_INSTALL_DATADIR}/mime/packages
            RENAME sudoku.xml)
endif()

# cpack -G DEB in the build directory makes sudoku_<version>_<arch>.deb. dpkg-shlibdeps (package dpkg-dev)
# computes Depends from the binaries, so they name the Debian Qt runtime packages (libqt6widgets6, ...).
set(CPACK_PACKAGE_NAME "sudoku")
set(CPACK_PACKAGE_VENDOR "The Sudoku developers")
set(CPACK_PACKAGE_CONTACT "The Sudoku developers <sudoku@example.invalid>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "Play, solve and learn Sudoku")
set(CPACK_PACKAGE_DESCRIPTION "A desktop Sudoku game with hints that explain each step, five generated \
levels, print and export, and sudoku-cli, a batch solver, counter, tracer and rater for the command line.")
set(CPACK_RESOURCE_FILE_LICENSE "${PROJECT_SOURCE_DIR}/LICENSE")
set(CPACK_GENERATOR "DEB")
set(CPACK_PACKAGING_INSTALL_PREFIX "/usr")
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION "games")
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# The statistics database: Qt SQL's SQLite driver is a plugin, which dpkg-shlibdeps cannot see.
set(CPACK_DEBIAN_PACKAGE_DEPENDS "libqt6sql6-sqlite")
# Qt's own Chinese texts and a font with Chinese glyphs, for the zh_CN translation.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-translations-l10n, fonts-noto-cjk")
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE "${PROJECT_HOMEPAGE_URL}")
set(CPACK_STRIP_FILES ON)
include(CPack)
