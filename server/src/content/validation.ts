import { AjvCompiler } from '@fastify/ajv-compiler';
import type { FastifyInstance, FastifySchema, FastifySchemaValidationError } from 'fastify';

interface RouteSchema {
  readonly schema: FastifySchema;
  readonly httpPart?: string;
}

type Validate = (data: unknown) => boolean;
type Compile = (route: RouteSchema) => Validate;

/**
 * Query strings and path parameters arrive as text, so ajv coerces them to their schema's
 * types and drops unknown query keys (Fastify's defaults). JSON bodies are already typed:
 * coercing them turned `true`, `[1]` or `1e400` (Infinity) into a valid "gameId", and
 * dropping unknown properties hid mistakes. Bodies are validated as sent: no coercion,
 * nothing removed, so a wrong body is a 400 naming the field.
 */
/**
 * Fastify's messages ("body/gameId must be integer"), plus the name of a property the
 * schema does not allow, which ajv keeps out of its message.
 */
function formatSchemaErrors(errors: FastifySchemaValidationError[], dataVar: string): Error {
  const described = errors.map((error) => {
    const extra = error.keyword === 'additionalProperties' ? error.params.additionalProperty : undefined;
    return `${dataVar}${error.instancePath} ${error.message ?? 'is invalid'}${typeof extra === 'string' ? `: '${extra}'` : ''}`;
  });
  return new Error(described.join(', '));
}

export function validateBodiesStrictly(app: FastifyInstance): void {
  const factory = AjvCompiler();
  // The library's runtime takes a route ({ schema, httpPart }); its typings say otherwise.
  const lenient = factory({}, { customOptions: {} }) as unknown as Compile;
  const strict = factory({}, { customOptions: { coerceTypes: false, removeAdditional: false } }) as unknown as Compile;
  app.setValidatorCompiler((route) => (route.httpPart === 'body' ? strict(route) : lenient(route)));
  app.setSchemaErrorFormatter(formatSchemaErrors);
}
