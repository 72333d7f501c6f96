import type { ComponentProps } from "react";
import { ImageCarousel } from "../../components/image-carousel.tsx";
import { t } from "../../i18n/i18n.ts";

/**
 * A development's pictures: the image carousel with one dot per picture as well. One picture shows
 * no controls; none shows the placeholder.
 */
export function DevelopmentImages(props: Omit<ComponentProps<typeof ImageCarousel>, "labels">) {
  return (
    <ImageCarousel
      {...props}
      labels={{
        previous: t("developments.previousImage"),
        next: t("developments.nextImage"),
        show: (n) => t("developments.showImage", { n }),
      }}
    />
  );
}
