import { z } from "zod";
import { errorSchema } from "../../domain/api.ts";
import { BLOG_TEXT_FIELDS, blogInputSchema, blogSchema, viewsSchema } from "../../domain/blog.ts";
import { idParamsSchema } from "../../domain/ids.ts";
import { languageQuerySchema } from "../../domain/translations.ts";
import type { App } from "../app.ts";
import { requirePermission } from "../plugins/auth.ts";
import { rateLimitPerAddress } from "../plugins/rate-limit.ts";
import { createBlog, deleteBlog, getBlog, incrementViews, listBlogs, updateBlog } from "../services/blogs.ts";
import { registerCreate, registerDelete, registerImageUpload, registerUpdate } from "./crud.ts";

export async function blogRoutes(app: App) {
  const manageBlog = requirePermission("manageBlog");

  app.get(
    "/blogs",
    {
      config: { publicRead: true, texts: BLOG_TEXT_FIELDS },
      schema: {
        tags: ["blogs"],
        summary: "Blog posts, newest first: live ones for visitors, every post for signed-in staff",
        querystring: languageQuerySchema,
        response: { 200: z.array(blogSchema) },
      },
    },
    async (request) => listBlogs(app.db, { includeUnpublished: request.user !== null }),
  );

  app.get(
    "/blogs/:id",
    {
      config: { publicRead: true, texts: BLOG_TEXT_FIELDS },
      schema: {
        tags: ["blogs"],
        summary: "One blog post (drafts and future posts only for signed-in staff)",
        params: idParamsSchema,
        querystring: languageQuerySchema,
        response: { 200: blogSchema, 404: errorSchema },
      },
    },
    async (request) => getBlog(app.db, request.params.id, { includeUnpublished: request.user !== null }),
  );

  app.post(
    "/blogs/:id/increment-views",
    {
      schema: {
        tags: ["blogs"],
        summary: "Count one view of a live post (public)",
        params: idParamsSchema,
        response: { 200: viewsSchema, 404: errorSchema, 429: errorSchema },
      },
      preValidation: rateLimitPerAddress("blog-views", 60, 60 * 1000),
    },
    async (request) => incrementViews(app.db, request.params.id),
  );

  registerCreate(app, {
    url: "/blogs",
    tag: "blogs",
    summary: "Create a blog post",
    onRequest: manageBlog,
    body: blogInputSchema,
    reply: blogSchema,
    create: createBlog,
  });

  registerUpdate(app, {
    url: "/blogs/:id",
    tag: "blogs",
    summary: "Replace a blog post (its view count is kept)",
    onRequest: manageBlog,
    body: blogInputSchema,
    reply: blogSchema,
    update: updateBlog,
  });

  registerDelete(app, {
    url: "/blogs/:id",
    tag: "blogs",
    summary: "Delete a blog post",
    onRequest: manageBlog,
    remove: deleteBlog,
  });

  registerImageUpload(app, {
    url: "/blogs/upload-image",
    tag: "blogs",
    summary: "Upload a featured or author image (multipart, field image)",
    onRequest: manageBlog,
  });
}
