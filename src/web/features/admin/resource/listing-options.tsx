import { youtubeLinkLooksWrong } from "../../../../domain/video.ts";
import type { SchemaForm } from "../../../components/form/use-schema-form.ts";
import { Checkbox } from "../../../components/ui/checkbox.tsx";
import { Field } from "../../../components/ui/field.tsx";
import { Input } from "../../../components/ui/input.tsx";

type OptionName = "youtubeLink" | "featured" | "promoted";

/** The texts ListingOptions shows, under the form's own catalogue prefix (`labelsOf(prefix, LISTING_OPTION_TEXTS)`). */
export const LISTING_OPTION_TEXTS = ["youtube", "youtubePlaceholder", "youtubeInvalid", "featured", "promoted"] as const;

/**
 * The end of a property or development form: the optional YouTube link (a link that is not
 * YouTube is flagged but kept), then the Featured and 'Promote on Homepage' flags.
 */
export function ListingOptions({
  form,
  labels,
}: {
  form: Pick<SchemaForm<OptionName>, "control" | "field" | "value">;
  labels: Record<(typeof LISTING_OPTION_TEXTS)[number], string>;
}) {
  const link = form.control("youtubeLink");
  const warning = youtubeLinkLooksWrong(form.value("youtubeLink")) ? labels.youtubeInvalid : undefined;
  const describedBy = [link["aria-describedby"], warning && `${link.id}-warning`].filter(Boolean).join(" ");
  return (
    <>
      <Field {...form.field("youtubeLink")} label={labels.youtube} warning={warning}>
        <Input
          {...link}
          type="url"
          inputMode="url"
          placeholder={labels.youtubePlaceholder}
          maxLength={500}
          aria-describedby={describedBy || undefined}
        />
      </Field>
      <div className="flex flex-wrap gap-x-6">
        {(["featured", "promoted"] as const).map((flag) => (
          <Checkbox key={flag} label={labels[flag]} name={flag} defaultChecked={form.control(flag).defaultValue === "on"} />
        ))}
      </div>
    </>
  );
}
