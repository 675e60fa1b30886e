#include <png.h>

/* libpng's simplified-API constants are macros Swift can't import; these give them names. */
static const unsigned int trellis_png_image_version = PNG_IMAGE_VERSION;
static const unsigned int trellis_png_format_rgba = PNG_FORMAT_RGBA;
