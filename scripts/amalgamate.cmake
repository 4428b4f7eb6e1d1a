# Makes one self-contained C++17 source from sudokit's library, the way SQLite ships sqlite3.c:
# every project header the roots include, each once and before what includes it, then the
# source file beside each header (common/x/y.hpp -> common/x/y.cpp), until nothing new is
# included. System headers stay as they are; no project include is left, so the result
# compiles with `g++ -O2 FILE` and nothing else. Whole-line comments are left out.
#
#   cmake -DSOURCE_DIR=DIR -DOUTPUT=FILE -DROOTS="a.cpp;b.cpp" [-DVARIANTS=WORD] -P amalgamate.cmake
#
# ROOTS are paths relative to SOURCE_DIR. The judge registry (common/judge/judge.cpp) lists
# the variants it holds; the result holds only VARIANTS (a word of that list, or none), whose
# file is then one of the ROOTS.
cmake_minimum_required(VERSION 3.20)

set_property(GLOBAL PROPERTY amalgam_seen "")
set_property(GLOBAL PROPERTY amalgam_text "")
set_property(GLOBAL PROPERTY amalgam_sources "")

# Appends `path` (relative to SOURCE_DIR) to the output, its unseen project headers first.
function(amalgam_emit path)
  get_property(seen GLOBAL PROPERTY amalgam_seen)
  if(path IN_LIST seen)
    return()
  endif()
  set_property(GLOBAL APPEND PROPERTY amalgam_seen "${path}")
  if(NOT EXISTS "${SOURCE_DIR}/${path}")
    message(FATAL_ERROR "amalgamate: ${path} not found")
  endif()
  file(READ "${SOURCE_DIR}/${path}" text)
  string(REGEX MATCHALL "#include \"[^\"]+\"" includes "${text}")
  foreach(line IN LISTS includes)
    string(REGEX REPLACE "#include \"([^\"]+)\"" "\\1" header "${line}")
    amalgam_emit("${header}")
  endforeach()
  string(REGEX REPLACE "#include \"[^\"]+\"[^\n]*\n" "" text "${text}")
  string(REGEX REPLACE "#pragma once[^\n]*\n" "" text "${text}")
  # Whole-line comments left out (a quarter of the text): judges cap a submission's size
  # (DOMjudge's default 256 KiB; the packages ask for that much), and the commented sources
  # are the repository's. (No library source continues a string or a macro onto such a line.)
  string(REGEX REPLACE "\n[ \t]*//[^\n]*" "" text "\n${text}")
  set_property(GLOBAL APPEND_STRING PROPERTY amalgam_text
               "\n// ---- ${path} ----\n${text}")
  if(path MATCHES "\\.hpp$")
    string(REGEX REPLACE "\\.hpp$" ".cpp" source "${path}")
    if(EXISTS "${SOURCE_DIR}/${source}")
      set_property(GLOBAL APPEND PROPERTY amalgam_sources "${source}")
    endif()
  endif()
endfunction()

foreach(root IN LISTS ROOTS)
  amalgam_emit("${root}")
endforeach()
# The sources of the headers seen, until no source brings a new header.
set(done "")
while(TRUE)
  get_property(sources GLOBAL PROPERTY amalgam_sources)
  list(REMOVE_ITEM sources ${done})
  if(NOT sources)
    break()
  endif()
  foreach(source IN LISTS sources)
    amalgam_emit("${source}")
    list(APPEND done "${source}")
  endforeach()
endwhile()

get_property(text GLOBAL PROPERTY amalgam_text)
if(text MATCHES "#include <boost")
  message(FATAL_ERROR "amalgamate: the roots reach a Boost header; the judge-host sources must not")
endif()
set(content "// sudokit's library (common/engine, common/sudoku, common/text, common/judge), joined into one\n// file with its whole-line comments left out; the commented sources are in sudokit's repository.\n// The judge variants this program holds (common/judge/judge.cpp's registry).\n#define SUDOKIT_VARIANTS(X)")
foreach(variant IN LISTS VARIANTS)
  string(APPEND content " X(${variant})")
endforeach()
string(APPEND content "\n${text}")
# Written only when it changed, so that what depends on it is not rebuilt for nothing.
set(old "")
if(EXISTS "${OUTPUT}")
  file(READ "${OUTPUT}" old)
endif()
if(NOT old STREQUAL content)
  file(WRITE "${OUTPUT}" "${content}")
endif()
