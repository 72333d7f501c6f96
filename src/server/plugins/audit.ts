import type { FastifyInstance } from "fastify";
import { actAs } from "../db/actor.ts";

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Every change a signed-in staff member asks of the API is made in their name, so the audit log
 * records who made it (docs/decisions/0016-audit-log.md). A hook with a callback: the rest of the
 * request (later hooks, the handler and all they await) runs inside the name.
 */
export function registerAuditActor(app: FastifyInstance) {
  app.addHook("preHandler", (request, _reply, done) => {
    const user = request.user;
    if (!user || READS.has(request.method)) {
      done();
      return;
    }
    actAs({ id: user.id, name: user.username }, () => done());
  });
}
