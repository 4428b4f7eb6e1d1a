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
  // A puzzle drawn by its geometry: the cells of its diagonals and windows shaded, thin cell
  // lines, thick lines around each box or region, each cage dashed inside its cells with its sum
  // in its first cell's corner, the digits centred.
  void grid(const SheetItem& item, bool answers, double x0, double y0, double cell) {
    const Grid& puzzle = item.puzzle;
    const Geometry& geometry = puzzle.geometry();
    const Shape shape = puzzle.shape();
    const double side = cell * n_;
    const double thin = std::max(0.75, cell / 36), thick = std::max(1.8, cell / 11);
    for (int h = 3 * n_; h < geometry.houses(); ++h) {  // X's diagonals, windoku's windows
      for (int c : geometry.house(h)) {
        cairo_set_source_rgb(cr_, 0.86, 0.86, 0.86);
        cairo_rectangle(cr_, x0 + (c % n_) * cell, y0 + (c / n_) * cell, cell, cell);
        cairo_fill(cr_);
      }
    }
    cairo_set_source_rgb(cr_, 0, 0, 0);
    cairo_set_line_cap(cr_, CAIRO_LINE_CAP_SQUARE);
    for (int i = 0; i <= n_; ++i) {
      line(x0, y0 + i * cell, x0 + side, y0 + i * cell, thin);
      line(x0 + i * cell, y0, x0 + i * cell, y0 + side, thin);
    }
    cairo_rectangle(cr_, x0, y0, side, side);
    cairo_set_line_width(cr_, thick);
    cairo_stroke(cr_);
    for (int c = 0; c < shape.cells(); ++c) {  // a region's border: where a neighbour is in another
      const int row = c / n_, col = c % n_;
      const double x = x0 + col * cell, y = y0 + row * cell;
      if (col + 1 < n_ && geometry.region_of(c + 1) != geometry.region_of(c)) line(x + cell, y, x + cell, y + cell, thick);
      if (row + 1 < n_ && geometry.region_of(c + n_) != geometry.region_of(c)) line(x, y + cell, x + cell, y + cell, thick);
    }
    cages(geometry, x0, y0, cell);
    const double font = cell * (symbol(n_).size() > 1 ? 0.5 : 0.62);
    for (int cellno = 0; cellno < shape.cells(); ++cellno) {
      const int given = puzzle.at(cellno);
      const int digit = given != 0 ? given : answers && item.solution ? item.solution->at(cellno) : 0;
      if (digit == 0) continue;
      const double cx = x0 + (cellno % n_ + 0.5) * cell, cy = y0 + (cellno / n_ + 0.5) * cell;
      text(symbol(digit), cx, cy, font, answers && given != 0, given != 0 ? 0.0 : 0.45, true, true);
    }
  }

  // Each cage: a dashed outline a little inside its cells (a side drawn where the neighbour is
  // not in the cage, reaching to the cell's edge where the cage goes on), its sum small in the
  // corner of its first cell.
  void cages(const Geometry& geometry, double x0, double y0, double cell) {
    if (geometry.cages().empty()) return;
    const double inset = cell * 0.09;
    const double dash[] = {cell * 0.07, cell * 0.05};
    cairo_set_dash(cr_, dash, 2, 0);
    cairo_set_line_cap(cr_, CAIRO_LINE_CAP_BUTT);
    const auto in = [&](int cage, int row, int col) {
      return row >= 0 && row < n_ && col >= 0 && col < n_ && geometry.cage_of(row * n_ + col) == cage;
    };
    for (std::size_t k = 0; k < geometry.cages().size(); ++k) {
      const int cage = static_cast<int>(k);
      for (int c : geometry.cages()[k].cells) {
        const int r = c / n_, q = c % n_;
        const double left = x0 + q * cell, top = y0 + r * cell, right = left + cell, bottom = top + cell;
        const double l = in(cage, r, q - 1) ? left : left + inset, rt = in(cage, r, q + 1) ? right : right - inset;
        const double t = in(cage, r - 1, q) ? top : top + inset, b = in(cage, r + 1, q) ? bottom : bottom - inset;
        if (!in(cage, r - 1, q)) line(l, top + inset, rt, top + inset, 0.6);
        if (!in(cage, r + 1, q)) line(l, bottom - inset, rt, bottom - inset, 0.6);
        if (!in(cage, r, q - 1)) line(left + inset, t, left + inset, b, 0.6);
        if (!in(cage, r, q + 1)) line(right - inset, t, right - inset, b, 0.6);
      }
      const int first = geometry.cages()[k].cells.front();
      cairo_set_source_rgb(cr_, 1, 1, 1);  // the sum on a white patch that breaks the dashes
      const std::string sum = std::to_string(geometry.cages()[k].sum);
      const double font = cell * 0.2;
      cairo_rectangle(cr_, x0 + (first % n_) * cell + inset * 0.5, y0 + (first / n_) * cell + inset * 0.5,
                      font * 0.62 * static_cast<double>(sum.size()) + 1.5, font + 1.5);
      cairo_fill(cr_);
      text(sum, x0 + (first % n_) * cell + inset * 0.6, y0 + (first / n_) * cell + inset * 0.5 + font, font, false, 0.0, false);
    }
    cairo_set_dash(cr_, nullptr, 0, 0);
    cairo_set_line_cap(cr_, CAIRO_LINE_CAP_SQUARE);
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
