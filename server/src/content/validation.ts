import { AjvCompiler } from '@fastify/ajv-compiler';
import { isPlainObject, ownValue } from '@lobby/shared';
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
  // Union types (`type: ['string', 'number']`, toJsonSchema's scalar) are meant, not a slip.
  const strict = factory({}, { customOptions: { coerceTypes: false, removeAdditional: false, allowUnionTypes: true } }) as unknown as Compile;
  app.setValidatorCompiler((route) => (route.httpPart === 'body' ? strict(route) : lenient(route)));
  app.setSchemaErrorFormatter(formatSchemaErrors);
}

/**
 * A route's validator for a query string read the way the lobby reads its settings (SPEC §5,
 * §8: an invalid value is ignored and the default stands): each parameter is checked on its
 * own against its property's schema, with Fastify's usual coercion, and one that does not fit
 * is dropped, so its default (if any) applies, instead of a 400. A hand-edited or stale link
 * then gets the default lobby, never an error that stops it. Give it as the route's
 * `validatorCompiler`, with a query schema from @lobby/shared's toJsonSchema.
 */
export function lenientQueryCompiler(): (route: RouteSchema) => (data: unknown) => { value: Record<string, unknown> } {
  const compile = AjvCompiler()({}, { customOptions: {} }) as unknown as Compile;
  return (route) => {
    const schema = route.schema as { readonly properties?: Readonly<Record<string, unknown>> };
    const parameters = Object.entries(schema.properties ?? {}).map(
      ([name, property]) =>
        [name, compile({ schema: { type: 'object', properties: { [name]: property } } as FastifySchema, httpPart: route.httpPart })] as const,
    );
    // Fills the defaults into what is left (and drops the keys the schema does not name).
    const whole = compile(route);
    return (data) => {
      const query = isPlainObject(data) ? data : {};
      const kept: Record<string, unknown> = {};
      for (const [name, validate] of parameters) {
        const value = ownValue(query, name);
        if (value === undefined) continue;
        const one: Record<string, unknown> = { [name]: value };
        if (validate(one)) kept[name] = one[name];
      }
      whole(kept);
      return { value: kept };
    };
  };
}
