import { resourceApi } from "../resource/api.ts";

export const blogsApi = resourceApi("/api/blogs", ["admin", "blogs"]);

/** Where the form sends a featured image (multipart field `image`; the reply has its `url`). */
export const BLOG_IMAGE_UPLOAD_URL = "/api/blogs/upload-image";
