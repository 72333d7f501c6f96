import type { FastifyRequest } from "fastify";
import { RouterContextProvider } from "react-router";
import { createFormServices, refusingWrites } from "../../../server/services/form-services.ts";
import { createWebServices } from "../../../server/services/web-services.ts";
import type { TestContext } from "../../../server/testing.ts";
import { appContext } from "../../lib/app-context.ts";
import type { FormResult } from "./form-result.ts";

type PageAction = (args: { request: Request; context: Readonly<RouterContextProvider> }) => Promise<unknown>;

/** What a page action answered: its status and the result the page renders. */
function unwrap(answer: unknown): { status: number; result: FormResult } {
  const wrapped = answer as { type?: string; data?: FormResult; init?: { status?: number } };
  if (wrapped.type === "DataWithResponseInit") return { status: wrapped.init?.status ?? 200, result: wrapped.data as FormResult };
  return { status: 200, result: answer as FormResult };
}

/**
 * Posts `body` to a public page's action as a visitor at `ip` would, with the test app's services;
 * `crossSite`: as another site's page would (plugins/web.ts refuses its writes).
 */
export async function postToAction(
  t: TestContext,
  action: PageAction,
  path: string,
  body: BodyInit,
  ip: string,
  options: { crossSite?: boolean } = {},
) {
  const context = new RouterContextProvider();
  const client = { ip, headers: {}, cookies: {} } as unknown as FastifyRequest;
  const forms = createFormServices(t.app)(client);
  context.set(appContext, {
    services: createWebServices(t.db),
    forms: options.crossSite ? refusingWrites(forms) : forms,
    nonce: "test",
    publicUrl: "http://localhost",
  });
  const request = new Request(`http://localhost${path}`, { method: "POST", body });
  return unwrap(await action({ request, context }));
}
