import { resourceApi } from "../resource/api.ts";

export const testimonialsApi = resourceApi("/api/testimonials", ["admin", "testimonials"]);

/** Where the form sends a photo (multipart field `image`; the reply has its `url`). */
export const TESTIMONIAL_IMAGE_UPLOAD_URL = "/api/testimonials/upload";
