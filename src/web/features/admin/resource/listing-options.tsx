import { youtubeLinkLooksWrong } from "../../../../domain/video.ts";
import { Checkbox } from "../../../components/ui/checkbox.tsx";
import { Field, fieldAria } from "../../../components/ui/field.tsx";
import { Input } from "../../../components/ui/input.tsx";

export type ListingOptionValues = { youtubeLink: string; featured: boolean; promoted: boolean };

/**
 * The end of a property or development form: the optional YouTube link (a link that is not
 * YouTube is flagged but kept), then the Featured and 'Promote on Homepage' flags.
 */
export function ListingOptions({
  linkId,
  values,
  error,
  onLink,
  onFlag,
  labels,
}: {
  linkId: string;
  values: ListingOptionValues;
  error?: string;
  onLink: (link: string) => void;
  onFlag: (flag: "featured" | "promoted", checked: boolean) => void;
  labels: { youtube: string; placeholder: string; invalid: string; featured: string; promoted: string };
}) {
  const warning = youtubeLinkLooksWrong(values.youtubeLink) ? labels.invalid : undefined;
  return (
    <>
      <Field id={linkId} label={labels.youtube} warning={warning} error={error}>
        <Input
          id={linkId}
          type="url"
          inputMode="url"
          placeholder={labels.placeholder}
          value={values.youtubeLink}
          onChange={(e) => onLink(e.target.value)}
          maxLength={500}
          {...fieldAria(linkId, { error, warning })}
        />
      </Field>
      <div className="flex flex-wrap gap-x-6">
        <Checkbox label={labels.featured} checked={values.featured} onChange={(checked) => onFlag("featured", checked)} />
        <Checkbox label={labels.promoted} checked={values.promoted} onChange={(checked) => onFlag("promoted", checked)} />
      </div>
    </>
  );
}
