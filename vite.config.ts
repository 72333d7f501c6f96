import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    assetsDir: "assets",
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Dozens of tiny modules (single icons, helpers) cost a round trip each on slow mobile
          // links before the first paint; grouping them cut the blog article from 29 to 9 scripts.
          groups: [
            { name: "icons", test: /node_modules[\\/]lucide-react/ },
            {
              name: "app",
              // Public-site modules only: the back office's texts and query client stay in its own chunks.
              test: /src[\\/](web[\\/](components[\\/]|lib[\\/](?!query)|i18n[\\/](?!admin))|domain[\\/](format|time|images|article|enums|video|stars)[\\/.])/,
            },
          ],
        },
      },
    },
  },
});
