// The Fastify route schema of a contract endpoint: what OpenAPI documents and what validates input.
import type { Endpoint } from '@eco/contract';

/** The route schema, naming only the parts the endpoint declares. */
export function schemaOf(areaKey: string, name: string, endpoint: Endpoint, status: number) {
  const parts = {
    params: endpoint.params,
    querystring: endpoint.query,
    body: endpoint.body,
    // Streamed bodies (CSV, PDF) are not JSON: they are documented, not serialised.
    response: endpoint.response && !endpoint.produces ? { [status]: endpoint.response } : undefined,
  };
  const declared = Object.entries(parts).filter(([, v]) => v !== undefined);
  // operationIds are unique across the document (`passcodes.list`); the area is the tag.
  return {
    summary: endpoint.summary,
    operationId: `${areaKey}.${name}`,
    tags: [areaKey],
    ...Object.fromEntries(declared),
  };
}
