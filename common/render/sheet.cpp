// SPDX-License-Identifier: MIT
#include "common/render/sheet.hpp"

#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <cairo.h>

#include <algorithm>
#include <cctype>
#include <memory>

namespace sudokit {

std::optional<SheetFormat> sheet_format_of(const std::string& path, std::string* why) {
  const std::size_t dot = path.find_last_of('.');
  std::string extension = dot == std::string::npos ? "" : path.substr(dot + 1);
  for (char& c : extension) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  if (extension == "pdf") return SheetFormat::pdf;
  if (extension == "svg") return SheetFormat::svg;
  if (extension == "png") return SheetFormat::png;
  if (why) *why = "'" + path + "': a sheet is a .pdf, .svg or .png file";
  return std::nullopt;
}

std::optional<Paper> parse_paper(const std::string& name) {
  if (name == "a4") return Paper::a4;
  if (name == "letter") return Paper::letter;
  return std::nullopt;
}

namespace {

// A page's size in points (1/72 inch).
struct PageSize {
  double width, height;
};
PageSize page_size(Paper paper) {
  return paper == Paper::a4 ? PageSize{595.276, 841.890} : PageSize{612.0, 792.0};
}

int default_per_page(int n) { return n <= 9 ? 6 : n <= 16 ? 2 : 1; }

// Columns and rows of puzzles on a page of k.
std::pair<int, int> arrangement(int k) {
  if (k <= 1) return {1, 1};
  if (k == 2) return {1, 2};
  if (k <= 4) return {2, 2};
  if (k <= 6) return {2, 3};
  if (k <= 8) return {2, 4};
  if (k <= 9) return {3, 3};
  if (k <= 12) return {3, 4};
  return {4, (k + 3) / 4};
}

cairo_status_t append_bytes(void* closure, const unsigned char* data, unsigned int length) {
  static_cast<std::string*>(closure)->append(reinterpret_cast<const char*>(data), length);
  return CAIRO_STATUS_SUCCESS;
}

struct SurfaceDeleter {
  void operator()(cairo_surface_t* s) const { cairo_surface_destroy(s); }
};
struct ContextDeleter {
  void operator()(cairo_t* c) const { cairo_destroy(c); }
};
using Surface = std::unique_ptr<cairo_surface_t, SurfaceDeleter>;
using Context = std::unique_ptr<cairo_t, ContextDeleter>;

class PageDrawer {
 public:
  PageDrawer(cairo_t* cr, const SheetOptions& options, PageSize size, int n)
      : cr_(cr), options_(options), size_(size), n_(n) {}

  // Page `page` of the sheet: puzzles [first, first + count) of `items`, as puzzles or answers.
  void draw(const std::vector<SheetItem>& items, std::size_t first, std::size_t count, bool answers,
            int per_page) {
    cairo_set_source_rgb(cr_, 1, 1, 1);  // this page only: an image holds the others too
    cairo_rectangle(cr_, 0, 0, size_.width, size_.height);
    cairo_fill(cr_);
    constexpr double kMargin = 40, kLabel = 16, kGap = 18;
    double top = kMargin;
    if (!options_.title.empty() || answers) {
      const std::string title = options_.title.empty() ? "Answers"
                                : answers ? options_.title + ": answers" : options_.title;
      text(title, size_.width / 2, kMargin + 8, 14, true, 0.0, /*centre=*/true);
      top += 28;
    }
    const auto [cols, rows] = arrangement(per_page);
    const double slot_w = (size_.width - 2 * kMargin) / cols;
    const double slot_h = (size_.height - top - kMargin) / rows;
    const double side = std::min(slot_w - kGap, slot_h - kLabel - kGap);
    const double cell = side / n_;
    for (std::size_t k = 0; k < count; ++k) {
      const int col = static_cast<int>(k) % cols, row = static_cast<int>(k) / cols;
      const double x0 = kMargin + col * slot_w + (slot_w - side) / 2;
      const double y0 = top + row * slot_h + kLabel + (slot_h - kLabel - side) / 2;
      const SheetItem& item = items[first + k];
      text(std::to_string(first + k + 1), x0, y0 - 5, 11, true, 0.0, false);
      grid(item, answers, x0, y0, cell);
    }
  }

 private:
  void grid(const SheetItem& item, bool answers, double x0, double y0, double cell) {
    const Grid& puzzle = item.puzzle;
    const Shape shape = puzzle.shape();
    const double side = cell * n_;
    const double thin = std::max(0.75, cell / 36), thick = std::max(1.8, cell / 11);
    cairo_set_source_rgb(cr_, 0, 0, 0);
    cairo_set_line_cap(cr_, CAIRO_LINE_CAP_SQUARE);
    for (int pass = 0; pass < 2; ++pass) {  // thin lines, then the box lines over them
      for (int i = 0; i <= n_; ++i) {
        const bool horizontal_box = i % shape.box_rows == 0, vertical_box = i % shape.box_cols == 0;
        if ((pass == 1) == horizontal_box) line(x0, y0 + i * cell, x0 + side, y0 + i * cell, pass ? thick : thin);
        if ((pass == 1) == vertical_box) line(x0 + i * cell, y0, x0 + i * cell, y0 + side, pass ? thick : thin);
      }
    }
    const double font = cell * (symbol(n_).size() > 1 ? 0.5 : 0.62);
    for (int cellno = 0; cellno < shape.cells(); ++cellno) {
      const int given = puzzle.at(cellno);
      const int digit = given != 0 ? given : answers && item.solution ? item.solution->at(cellno) : 0;
      if (digit == 0) continue;
      const double cx = x0 + (cellno % n_ + 0.5) * cell, cy = y0 + (cellno / n_ + 0.5) * cell;
      text(symbol(digit), cx, cy, font, answers && given != 0, given != 0 ? 0.0 : 0.45, true, true);
    }
  }

  std::string symbol(int digit) const {
    if (options_.alphabet.size() >= static_cast<std::size_t>(digit) && digit > 0) {
      return std::string(1, options_.alphabet[static_cast<std::size_t>(digit - 1)]);
    }
    return std::to_string(digit);
  }

  void line(double x1, double y1, double x2, double y2, double width) {
    cairo_set_line_width(cr_, width);
    cairo_move_to(cr_, x1, y1);
    cairo_line_to(cr_, x2, y2);
    cairo_stroke(cr_);
  }

  // Text at (x, y): its baseline's start, or centred there (both ways with `middle`).
  void text(const std::string& s, double x, double y, double size, bool bold, double grey, bool centre,
            bool middle = false) {
    cairo_select_font_face(cr_, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL,
                           bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL);
    cairo_set_font_size(cr_, size);
    cairo_text_extents_t extents;
    cairo_text_extents(cr_, s.c_str(), &extents);
    if (centre) x -= extents.width / 2 + extents.x_bearing;
    if (middle) y -= extents.height / 2 + extents.y_bearing;
    cairo_set_source_rgb(cr_, grey, grey, grey);
    cairo_move_to(cr_, x, y);
    cairo_show_text(cr_, s.c_str());
    cairo_set_source_rgb(cr_, 0, 0, 0);
  }

  cairo_t* cr_;
  const SheetOptions& options_;
  PageSize size_;
  int n_;
};

}  // namespace

Sheet render_sheet(const std::vector<SheetItem>& items, const SheetOptions& options, SheetFormat format) {
  Sheet sheet;
  if (items.empty()) {
    sheet.error = "no puzzle to draw";
    return sheet;
  }
  const Shape shape = items[0].puzzle.shape();
  const int n = shape.size();
  for (const SheetItem& item : items) {
    if (!(item.puzzle.shape() == shape)) {
      sheet.error = "one sheet holds one shape (the first puzzle's, boxes " + shape.name() + ")";
      return sheet;
    }
    if (options.answers && !item.solution) {
      sheet.error = "answer pages need every puzzle's solution";
      return sheet;
    }
  }
  if (n > kSheetMaxSize) {
    sheet.error = "a sheet draws grids up to 25x25, not " + std::to_string(n) + "x" + std::to_string(n);
    return sheet;
  }
  const int per_page = options.per_page > 0 ? options.per_page : default_per_page(n);
  const std::size_t k = static_cast<std::size_t>(per_page);
  const int puzzle_pages = static_cast<int>((items.size() + k - 1) / k);
  sheet.pages = puzzle_pages * (options.answers ? 2 : 1);
  if (format != SheetFormat::pdf && sheet.pages > kSheetMaxImagePages) {
    sheet.error = std::to_string(sheet.pages) + " pages: an image holds at most " +
                  std::to_string(kSheetMaxImagePages) + " (one below the other); write a .pdf";
    return sheet;
  }
  const PageSize size = page_size(options.paper);
  const double scale = format == SheetFormat::png ? options.png_dpi / 72.0 : 1.0;
  const double image_height = size.height * (format == SheetFormat::pdf ? 1 : sheet.pages);
  Surface surface;
  std::string bytes;
  switch (format) {
    case SheetFormat::pdf:
      surface.reset(cairo_pdf_surface_create_for_stream(append_bytes, &bytes, size.width, size.height));
      // The same bytes for the same puzzles: a fixed date, not the time of drawing.
      cairo_pdf_surface_set_metadata(surface.get(), CAIRO_PDF_METADATA_CREATE_DATE, "2000-01-01T00:00:00Z");
      break;
    case SheetFormat::svg:
      surface.reset(cairo_svg_surface_create_for_stream(append_bytes, &bytes, size.width, image_height));
      break;
    case SheetFormat::png:
      surface.reset(cairo_image_surface_create(CAIRO_FORMAT_RGB24, static_cast<int>(size.width * scale + 0.5),
                                               static_cast<int>(image_height * scale + 0.5)));
      break;
  }
  Context cr(cairo_create(surface.get()));
  cairo_scale(cr.get(), scale, scale);
  PageDrawer drawer(cr.get(), options, size, n);
  int page = 0;
  for (const bool answers : {false, true}) {
    if (answers && !options.answers) break;
    for (std::size_t first = 0; first < items.size(); first += k, ++page) {
      cairo_save(cr.get());
      if (format != SheetFormat::pdf) cairo_translate(cr.get(), 0, page * size.height);
      drawer.draw(items, first, std::min(k, items.size() - first), answers, per_page);
      cairo_restore(cr.get());
      if (format == SheetFormat::pdf) cairo_show_page(cr.get());
    }
  }
  const cairo_status_t drawn = cairo_status(cr.get());
  cr.reset();
  cairo_status_t status = drawn;
  if (format == SheetFormat::png && status == CAIRO_STATUS_SUCCESS) {
    status = cairo_surface_write_to_png_stream(surface.get(), append_bytes, &bytes);
  }
  cairo_surface_finish(surface.get());
  if (status == CAIRO_STATUS_SUCCESS) status = cairo_surface_status(surface.get());
  surface.reset();
  if (status != CAIRO_STATUS_SUCCESS) {
    sheet.error = std::string("drawing the sheet failed: ") + cairo_status_to_string(status);
    return sheet;
  }
  if (format == SheetFormat::svg) {  // Cairo numbers its surfaces per process: the same bytes
    const std::string id = "<g id=\"surface";
    const std::size_t at = bytes.find(id);
    const std::size_t end = at == std::string::npos ? at : bytes.find('"', at + id.size());
    if (end != std::string::npos) bytes.replace(at + id.size(), end - at - id.size(), "1");
  }
  sheet.bytes = std::move(bytes);
  return sheet;
}

}  // namespace sudokit
