import { addCatalogues } from "../i18n.ts";

// Imported for its effect by every module that uses these keys, so only their pages download them.
await addCatalogues(() => import.meta.glob("../locales/*/alerts.json"));
