import { createContext } from "react-router";
import type { MapTiles } from "../../server/config.ts";
import type { FormServices } from "../../server/services/form-services.ts";
import type { WebServices } from "../../server/services/web-services.ts";

/** What the server hands to loaders: data services (no HTTP round trip) and per-request values. */
export type AppLoadContext = {
  services: WebServices;
  /** The writes behind the public forms and the sign-in, for this request's client. */
  forms: FormServices;
  /** CSP nonce for the inline scripts of this response. */
  nonce: string;
  publicUrl: string;
  /** The map's background tiles, when the agency configured a source (none by default). */
  mapTiles?: MapTiles;
};

export const appContext = createContext<AppLoadContext>();
