// SPDX-License-Identifier: MIT
// Printable sheets, looked at as a reader sees them: the PDF rasterized by pdftoppm (poppler),
// the PNG decoded, and in the pixels the grid's lines (N + 1 each way, the box lines thicker)
// and the cells with ink in them, which must be exactly the givens (every cell on an answer
// page).
#include "common/render/sheet.hpp"

#include <cairo.h>
#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <sstream>

#include "common/text/text_format.hpp"
#include "common/sudoku/solution_counter.hpp"
#include "gen/cli.hpp"
#include "gen/command.hpp"
#include "gen/generator.hpp"
#include "tests/support.hpp"

namespace sudokit {
namespace {

struct Gray {
  int width = 0, height = 0;
  std::vector<std::uint8_t> pixels;  // row-major, 0 black .. 255 white
  bool dark(int x, int y) const { return pixels[static_cast<std::size_t>(y * width + x)] < 128; }
};

// A binary PGM (P5), as pdftoppm -gray writes it.
Gray read_pgm(const std::string& path) {
  Gray image;
  std::ifstream in(path, std::ios::binary);
  std::string magic;
  int most = 0;
  in >> magic >> image.width >> image.height >> most;
  in.get();
  EXPECT_EQ(magic, "P5");
  EXPECT_EQ(most, 255);
  image.pixels.resize(static_cast<std::size_t>(image.width * image.height));
  in.read(reinterpret_cast<char*>(image.pixels.data()), static_cast<std::streamsize>(image.pixels.size()));
  EXPECT_TRUE(in) << path;
  return image;
}

// Page `page` (from 1) of a PDF at 150 dpi, by pdftoppm.
Gray rasterize(const std::string& pdf, const testing::TempDir& dir, int page) {
  const std::string prefix = (dir.path / "page").string();
  const std::string command = "pdftoppm -gray -r 150 -f " + std::to_string(page) + " -l " + std::to_string(page) +
                              " -singlefile '" + pdf + "' '" + prefix + "'";
  EXPECT_EQ(std::system(command.c_str()), 0) << command << " (pdftoppm: poppler-utils; scripts/setup installs it)";
  return read_pgm(prefix + ".pgm");
}

// The runs of pixel rows (or columns) crossed by a dark line at least 80% of the widest's length:
// the grid's lines, each as its first position and its thickness.
struct Line {
  int at, thickness;
};
std::vector<Line> grid_lines(const Gray& image, bool horizontal) {
  const int lines = horizontal ? image.height : image.width, length = horizontal ? image.width : image.height;
  std::vector<int> longest(static_cast<std::size_t>(lines), 0);
  for (int i = 0; i < lines; ++i) {
    for (int k = 0, run = 0; k < length; ++k) {
      const bool dark = horizontal ? image.dark(k, i) : image.dark(i, k);
      run = dark ? run + 1 : 0;
      longest[static_cast<std::size_t>(i)] = std::max(longest[static_cast<std::size_t>(i)], run);
    }
  }
  const int widest = *std::max_element(longest.begin(), longest.end());
  std::vector<Line> found;
  for (int i = 0; i < lines; ++i) {
    if (longest[static_cast<std::size_t>(i)] * 5 < widest * 4) continue;
    if (!found.empty() && found.back().at + found.back().thickness == i) {
      ++found.back().thickness;
    } else {
      found.push_back({i, 1});
    }
  }
  return found;
}

// The grid in the picture: N + 1 lines each way, those between boxes thicker than the others,
// and which cells have ink between the lines.
std::vector<bool> inked_cells(const Gray& image, const Shape& shape) {
  const int n = shape.size();
  const std::vector<Line> rows = grid_lines(image, true), cols = grid_lines(image, false);
  EXPECT_EQ(rows.size(), static_cast<std::size_t>(n + 1));
  EXPECT_EQ(cols.size(), static_cast<std::size_t>(n + 1));
  if (rows.size() != static_cast<std::size_t>(n + 1) || cols.size() != static_cast<std::size_t>(n + 1)) return {};
  for (int i = 0; i <= n; ++i) {
    for (int j = 0; j <= n; ++j) {  // every box line is thicker than every other line
      if (i % shape.box_rows == 0 && j % shape.box_rows != 0) {
        EXPECT_GT(rows[static_cast<std::size_t>(i)].thickness, rows[static_cast<std::size_t>(j)].thickness) << i << " " << j;
      }
      if (i % shape.box_cols == 0 && j % shape.box_cols != 0) {
        EXPECT_GT(cols[static_cast<std::size_t>(i)].thickness, cols[static_cast<std::size_t>(j)].thickness) << i << " " << j;
      }
    }
  }
  std::vector<bool> inked;
  for (int r = 0; r < n; ++r) {
    const int top = rows[static_cast<std::size_t>(r)].at + rows[static_cast<std::size_t>(r)].thickness;
    const int bottom = rows[static_cast<std::size_t>(r + 1)].at;
    for (int c = 0; c < n; ++c) {
      const int left = cols[static_cast<std::size_t>(c)].at + cols[static_cast<std::size_t>(c)].thickness;
      const int right = cols[static_cast<std::size_t>(c + 1)].at;
      bool ink = false;
      for (int y = top + 2; y < bottom - 2 && !ink; ++y) {
        for (int x = left + 2; x < right - 2 && !ink; ++x) ink = image.dark(x, y);
      }
      inked.push_back(ink);
    }
  }
  return inked;
}

std::vector<bool> givens_of(const Grid& grid) {
  std::vector<bool> givens;
  for (int cell = 0; cell < grid.shape().cells(); ++cell) givens.push_back(grid.at(cell) != 0);
  return givens;
}

SheetItem generated(const Shape& shape, std::uint64_t seed) {
  Generator generator(shape);
  std::string why;
  const auto made = generator.generate(seed, GenerateOptions{}, &why);
  EXPECT_TRUE(made) << why;
  return {made->puzzle, made->solution};
}

// The 25x25 example puzzle (letters A-Y), read as the tools read it.
SheetItem example_25x25(std::string* alphabet) {
  const std::string text = testing::slurp(std::string(SUDOKIT_SOURCE_DIR) + "/examples/puzzles/25x25.txt");
  const ReadResult read = read_puzzles(text, *find_text_format("line"), ReadOptions{});
  EXPECT_TRUE(read.ok());
  *alphabet = read.set.alphabet;
  return {read.set.puzzles.at(0), std::nullopt};
}

std::string save(const testing::TempDir& dir, const std::string& name, const std::string& bytes) {
  const std::string path = (dir.path / name).string();
  std::ofstream(path, std::ios::binary) << bytes;
  return path;
}

// 9x9 (digits), 16x16 (letters) and 25x25 puzzles, one a page, and their answer pages.
TEST(Sheet, PdfPagesShowTheGridAndTheGivens) {
  const struct {
    Shape shape;
    std::string alphabet;
  } cases[] = {{{3, 3}, ""}, {{4, 4}, "ABCDEFGHIJKLMNOP"}, {{2, 3}, ""}, {{5, 5}, ""}};
  for (const auto& c : cases) {
    SCOPED_TRACE(c.shape.name());
    const int puzzles = c.shape.size() == 25 ? 1 : 2;
    std::string alphabet = c.alphabet;
    std::vector<SheetItem> items;
    for (int k = 0; k < puzzles; ++k) {
      items.push_back(c.shape.size() == 25 ? example_25x25(&alphabet)
                                           : generated(c.shape, static_cast<std::uint64_t>(k + 1)));
    }
    SheetOptions options;
    options.per_page = 1;
    options.answers = c.shape.size() != 25;
    options.alphabet = alphabet;
    options.title = "sudokit";
    const Sheet sheet = render_sheet(items, options, SheetFormat::pdf);
    ASSERT_EQ(sheet.error, "");
    ASSERT_EQ(sheet.pages, puzzles * (options.answers ? 2 : 1));
    EXPECT_EQ(sheet.bytes.rfind("%PDF-", 0), 0u);
    testing::TempDir dir;
    const std::string pdf = save(dir, "sheet.pdf", sheet.bytes);
    for (int k = 0; k < puzzles; ++k) {
      EXPECT_EQ(inked_cells(rasterize(pdf, dir, k + 1), c.shape), givens_of(items[static_cast<std::size_t>(k)].puzzle));
      if (options.answers) {
        const std::vector<bool> every(static_cast<std::size_t>(c.shape.cells()), true);
        EXPECT_EQ(inked_cells(rasterize(pdf, dir, puzzles + k + 1), c.shape), every);
      }
    }
  }
}

cairo_status_t read_bytes(void* closure, unsigned char* data, unsigned int length) {
  auto* in = static_cast<std::istringstream*>(closure);
  in->read(reinterpret_cast<char*>(data), length);
  return in->gcount() == static_cast<std::streamsize>(length) ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_READ_ERROR;
}

// A PNG holds the pages one below the other: the first page's grid is the first puzzle's.
TEST(Sheet, PngAndSvgHoldThePagesInOneImage) {
  const std::vector<SheetItem> items = {generated(Shape{3, 3}, 5)};
  SheetOptions options;
  options.per_page = 1;
  options.answers = true;
  const Sheet png = render_sheet(items, options, SheetFormat::png);
  ASSERT_EQ(png.error, "");
  std::istringstream in(png.bytes);
  cairo_surface_t* surface = cairo_image_surface_create_from_png_stream(read_bytes, &in);
  ASSERT_EQ(cairo_surface_status(surface), CAIRO_STATUS_SUCCESS);
  const int width = cairo_image_surface_get_width(surface), height = cairo_image_surface_get_height(surface);
  EXPECT_EQ(width, 1240);           // A4 at 150 dpi
  EXPECT_EQ(height, 2 * 1754);      // two pages
  Gray page;                        // the first page, from the red channel
  page.width = width;
  page.height = height / 2;
  const unsigned char* data = cairo_image_surface_get_data(surface);
  const int stride = cairo_image_surface_get_stride(surface);
  for (int y = 0; y < page.height; ++y) {
    for (int x = 0; x < width; ++x) page.pixels.push_back(data[y * stride + 4 * x + 2]);
  }
  cairo_surface_destroy(surface);
  EXPECT_EQ(inked_cells(page, Shape{3, 3}), givens_of(items[0].puzzle));

  const Sheet svg = render_sheet(items, options, SheetFormat::svg);
  ASSERT_EQ(svg.error, "");
  EXPECT_NE(svg.bytes.find("<svg"), std::string::npos);
  EXPECT_NE(svg.bytes.find("height=\"1683.78"), std::string::npos) << svg.bytes.substr(0, 400);
}

// The same puzzles, the same bytes (no date of drawing in the PDF).
TEST(Sheet, SameBytesEveryTime) {
  const std::vector<SheetItem> items = {generated(Shape{2, 2}, 3), generated(Shape{2, 2}, 4)};
  SheetOptions options;
  options.answers = true;
  for (const SheetFormat format : {SheetFormat::pdf, SheetFormat::svg, SheetFormat::png}) {
    const Sheet first = render_sheet(items, options, format);
    ASSERT_EQ(first.error, "");
    EXPECT_EQ(render_sheet(items, options, format).bytes, first.bytes);
  }
}

// sudokit-gen --sheet draws what the run writes: the same sheet as the output read back.
TEST(Sheet, GeneratorSheetIsTheOutputsSheet) {
  const GenSpecParse parsed =
      parse_gen_args({"--box", "2x3", "--count", "7", "--seed", "3", "--sheet", "s.pdf", "--sheet-answers"});
  ASSERT_TRUE(parsed.spec) << parsed.usage;
  const GenCommand made = run_gen_spec(*parsed.spec, GenProgress{});
  ASSERT_EQ(made.failure, "");
  ASSERT_EQ(made.sheet_file, std::optional<std::string>("s.pdf"));
  ReadOptions read_options;
  read_options.shape = Shape{2, 3};
  const ReadResult read = read_puzzles(made.input, *find_text_format("line"), read_options);
  ASSERT_TRUE(read.ok());
  std::vector<SheetItem> items;
  for (const Grid& puzzle : read.set.puzzles) {
    items.push_back({puzzle, SolutionCounter(puzzle.shape()).solve(puzzle, 2, 1).found.at(0)});
  }
  SheetOptions options;
  options.answers = true;
  options.alphabet = read.set.alphabet;
  const Sheet sheet = render_sheet(items, options, SheetFormat::pdf);
  EXPECT_EQ(sheet.pages, 4);
  EXPECT_TRUE(made.sheet == sheet.bytes);
}

// Variants drawn by their geometry, as a reader sees the page: a jigsaw's region borders thick
// and every other cell line thin; X's diagonals and windoku's windows shaded and no other blank
// cell; each killer cage's sum inked in the corner of its first cell, the blank cells' middles
// left white.
TEST(Sheet, VariantsShowTheirHouses) {
  const GenSpecParse windoku = parse_gen_args({"--variant", "windoku", "--count", "1", "--seed", "2"});
  ASSERT_TRUE(windoku.spec) << windoku.usage;
  const GenCommand made = run_gen_spec(*windoku.spec, GenProgress{});
  ASSERT_EQ(made.failure, "");
  const std::vector<Grid> puzzles = {
      testing::grid_of_sgt_id("3x3x:a3_8_1c5c5a9a7b6a1_2_4d8y2d5_9_6a3b6a7a1c4c1_8_2a"),
      testing::grid_of_sgt_id(made.input.substr(0, made.input.find('\n'))),
      testing::grid_of_sgt_id("9j:b2a8_4g4b2a2_6a5g1_7a8b4a3b1b7a4b2a1_7g7a1_5a7b3g6_7a5b,_cccc__babbb__bg__d_bc__ge__c_aaab_aab_aab_aabbababcdac"),
      testing::grid_of_sgt_id("3x3k:zzzc,a__a_______a_______a_a_______a_______________________a_____aa_abbaa_bc__aba_a__aaa___aaaa_aabaaaabaa,"
              "7a20_7_15a23_8_11_18_9b4g11a11_11a10a8b9a10b10_21_11b11a16c13_9_8a8a11e5a10a11_11_11_10b9a14d14d")};
  std::vector<SheetItem> items;
  for (const Grid& puzzle : puzzles) items.push_back({puzzle, std::nullopt});
  SheetOptions options;
  options.per_page = 1;
  const Sheet sheet = render_sheet(items, options, SheetFormat::pdf);
  ASSERT_EQ(sheet.error, "");
  ASSERT_EQ(sheet.pages, 4);
  testing::TempDir dir;
  const std::string pdf = save(dir, "variants.pdf", sheet.bytes);
  for (std::size_t k = 0; k < puzzles.size(); ++k) {
    const Grid& puzzle = puzzles[k];
    const Geometry& geometry = puzzle.geometry();
    SCOPED_TRACE(geometry.variant_name());
    const Gray page = rasterize(pdf, dir, static_cast<int>(k) + 1);
    const std::vector<Line> rows = grid_lines(page, true), cols = grid_lines(page, false);
    ASSERT_EQ(rows.size(), 10u);
    ASSERT_EQ(cols.size(), 10u);
    const auto middle = [](const std::vector<Line>& lines, int i) {
      return (lines[static_cast<std::size_t>(i)].at + lines[static_cast<std::size_t>(i) + 1].at) / 2;
    };
    // Every edge between two cells of a row: its ink's width across the line, thick where the
    // regions differ.
    for (int r = 0; r < 9; ++r) {
      for (int c = 0; c < 8; ++c) {
        const int y = middle(rows, r), from = cols[static_cast<std::size_t>(c) + 1].at;
        int width = 0;
        for (int x = from - 6; x <= from + cols[static_cast<std::size_t>(c) + 1].thickness + 6; ++x) width += page.dark(x, y);
        const bool border = geometry.region_of(r * 9 + c) != geometry.region_of(r * 9 + c + 1);
        EXPECT_EQ(width >= 6, border) << "r" << r + 1 << "c" << c + 1 << " | c" << c + 2 << ": " << width << " px";
      }
    }
    std::vector<bool> shaded(81, false);
    for (int h = 27; h < geometry.houses(); ++h) {
      for (int cell : geometry.house(h)) shaded[static_cast<std::size_t>(cell)] = true;
    }
    for (int cell = 0; cell < 81; ++cell) {
      if (puzzle.at(cell) != 0) continue;
      const int value = page.pixels[static_cast<std::size_t>(middle(rows, cell / 9) * page.width + middle(cols, cell % 9))];
      if (shaded[static_cast<std::size_t>(cell)]) {
        EXPECT_TRUE(value > 150 && value < 245) << "r" << cell / 9 + 1 << "c" << cell % 9 + 1 << ": " << value;
      } else {
        EXPECT_GE(value, 250) << "r" << cell / 9 + 1 << "c" << cell % 9 + 1;
      }
    }
    for (const Cage& cage : geometry.cages()) {  // the sum in its first cell's top-left corner
      const int first = cage.cells.front();
      const int top = rows[static_cast<std::size_t>(first / 9)].at, left = cols[static_cast<std::size_t>(first % 9)].at;
      const int cell = rows[1].at - rows[0].at;
      bool ink = false;
      for (int y = top + cell / 8; y < top + cell / 3 && !ink; ++y) {
        for (int x = left + cell / 8; x < left + cell * 2 / 5 && !ink; ++x) ink = page.dark(x, y);
      }
      EXPECT_TRUE(ink) << "the cage of sum " << cage.sum << " at r" << first / 9 + 1 << "c" << first % 9 + 1;
    }
  }
}

TEST(Sheet, WhatItRefuses) {
  std::string why;
  EXPECT_EQ(sheet_format_of("a.PDF", &why), SheetFormat::pdf);
  EXPECT_FALSE(sheet_format_of("a.ps", &why));
  EXPECT_EQ(why, "'a.ps': a sheet is a .pdf, .svg or .png file");
  SheetOptions options;
  EXPECT_EQ(render_sheet({}, options, SheetFormat::pdf).error, "no puzzle to draw");
  EXPECT_EQ(render_sheet({{Grid(Shape{6, 6}), std::nullopt}}, options, SheetFormat::pdf).error,
            "a sheet draws grids up to 25x25, not 36x36");
  EXPECT_EQ(render_sheet({{Grid(Shape{3, 3}), std::nullopt}, {Grid(Shape{2, 2}), std::nullopt}}, options,
                         SheetFormat::pdf).error,
            "one sheet holds one shape (the first puzzle's, boxes 3x3)");
  options.answers = true;
  EXPECT_EQ(render_sheet({{Grid(Shape{3, 3}), std::nullopt}}, options, SheetFormat::pdf).error,
            "answer pages need every puzzle's solution");
  options.answers = false;
  options.per_page = 1;
  const std::vector<SheetItem> many(21, SheetItem{Grid(Shape{2, 2}), std::nullopt});
  EXPECT_EQ(render_sheet(many, options, SheetFormat::png).error,
            "21 pages: an image holds at most 20 (one below the other); write a .pdf");
  EXPECT_EQ(render_sheet(many, options, SheetFormat::pdf).pages, 21);
}

}  // namespace
}  // namespace sudokit
