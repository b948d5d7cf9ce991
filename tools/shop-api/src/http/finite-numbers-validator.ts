import { AjvCompiler, type BuildCompilerFromPool } from '@fastify/ajv-compiler';

/** A validator of Fastify's Ajv compiler (sync: our schemas are never `$async`). */
type Validate = ReturnType<ReturnType<BuildCompilerFromPool>>;

/** The first field of a query or path whose value is a number but not a finite one. */
function nonFiniteField(data: unknown): string | null {
  if (typeof data !== 'object' || data === null) return null;
  for (const [field, value] of Object.entries(data)) {
    const values: unknown[] = Array.isArray(value) ? value : [value];
    if (values.some((item) => typeof item === 'number' && !Number.isFinite(item))) return field;
  }
  return null;
}

const buildAjvValidator = AjvCompiler();

/**
 * Fastify's Ajv validators, refusing non-finite numbers too. Ajv coerces the query-string
 * text `Infinity` to a number and then skips its range checks, which apply to finite
 * numbers only: `?id=Infinity` would pass an integer of at most 2,147,483,647 and fail
 * in the database. Such a field now fails validation like any other (400, `invalid_type`).
 */
export const buildFiniteNumbersValidator: BuildCompilerFromPool = (externalSchemas, options) => {
  const compile = buildAjvValidator(externalSchemas, options);
  return (route) => {
    const validate = compile(route);
    // Ajv's own properties come along (schemaEnv: Fastify then passes the parent object,
    // so coerced values and defaults are written back into the request).
    const validateFinite: Validate = Object.assign((...args: Parameters<Validate>) => {
      const [data] = args;
      const valid = validate(...args) === true;
      const field = valid ? nonFiniteField(data) : null;
      validateFinite.errors =
        field === null
          ? validate.errors
          : [
              {
                instancePath: `/${field}`,
                schemaPath: '#/type',
                keyword: 'type',
                params: { type: 'finite number' },
                message: 'must be a finite number',
              },
            ];
      return valid && field === null;
    }, validate);
    return validateFinite;
  };
};
