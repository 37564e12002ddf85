/**
 * Synthesises a large, valid OpenAPI 3.1 document (default: 1,000 operations, 2,000 schemas) shaped like
 * ours: paged lists, cursor lists, bodies, shared error responses, nested $refs.
 */
export function syntheticSpec(operationCount = 1000, schemaCount = 2000): Record<string, unknown> {
  const schemas: Record<string, unknown> = {
    Error: {
      type: 'object',
      required: ['error'],
      properties: { error: { type: 'object', required: ['type', 'code', 'message'], properties: { type: { type: 'string' }, code: { type: 'string' }, message: { type: 'string' } } } },
    },
  };
  for (let i = 0; i < schemaCount; i++) {
    schemas[`Model${i}`] = {
      type: 'object',
      required: ['id', 'object'],
      properties: {
        id: { type: 'string' },
        object: { type: 'string', const: `model_${i}` },
        name: { type: 'string', description: `Name of model ${i}.` },
        status: { type: 'string', enum: ['open', 'closed', 'pending'] },
        count: { type: ['integer', 'null'], minimum: 0 },
        tags: { type: 'array', items: { type: 'string' } },
        created_at: { type: 'string', format: 'date-time' },
        ...(i > 0 ? { parent: { $ref: `#/components/schemas/Model${i - 1}` } } : {}),
      },
    };
  }
  const errorResponse = (description: string) => ({
    description,
    headers: { 'X-Request-Id': { required: true, schema: { type: 'string' } } },
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
  });
  const paths: Record<string, Record<string, unknown>> = {};
  for (let i = 0; i < operationCount; i++) {
    const resource = `resource${Math.floor(i / 4)}`;
    const model = `#/components/schemas/Model${i % schemaCount}`;
    const kind = i % 4;
    const path = kind < 2 ? `/${resource}` : `/${resource}/{id}`;
    const method = ['get', 'post', 'get', 'patch'][kind]!;
    const verb = ['list', 'create', 'retrieve', 'update'][kind]!;
    const parameters: unknown[] = kind >= 2 ? [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }] : [];
    if (kind === 0) parameters.push({ name: 'page', in: 'query', schema: { type: 'integer', minimum: 1 } }, { name: 'per_page', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 100 } });
    const success = kind === 0
      ? { type: 'object', required: ['data', 'meta'], properties: { data: { type: 'array', items: { $ref: model } }, meta: { type: 'object', properties: { has_more: { type: 'boolean' } } } } }
      : { $ref: model };
    (paths[path] ??= {})[method] = {
      operationId: `${verb}${resource[0]!.toUpperCase()}${resource.slice(1)}`,
      summary: `${verb} ${resource}`,
      tags: [resource],
      'x-sdk-method': `${resource}.${verb}`,
      ...(kind === 0 ? { 'x-pagination': 'page' } : {}),
      parameters,
      ...(kind % 2 === 1 ? { requestBody: { required: true, content: { 'application/json': { schema: { $ref: model } } } } } : {}),
      responses: {
        '200': { description: 'OK', content: { 'application/json': { schema: success } } },
        '400': errorResponse('Bad request'),
        '404': errorResponse('Not found'),
        '429': errorResponse('Too many requests'),
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Synthetic API', version: '1.0.0' },
    servers: [{ url: 'http://127.0.0.1/v1' }],
    paths,
    components: { schemas },
  };
}
