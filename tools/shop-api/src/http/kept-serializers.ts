import { SerializerSelector, type SerializerFactory } from '@fastify/fast-json-stringify-compiler';

type Serializer = ReturnType<ReturnType<SerializerFactory>>;

const buildSerializer = SerializerSelector();

/** Per set of shared schemas and options, the serializer of each reply schema object. */
const keptByOptions = new Map<string, WeakMap<object, Serializer>>();

/**
 * Fastify's serializers, compiled once per reply schema object for the process, as Ajv
 * keeps its validators: every app of a process (the tests build one per suite) shares the
 * operations' schemas (route.ts), and compiling them again was a fifth of building an app.
 */
export const buildKeptSerializer: SerializerFactory = (externalSchemas, options) => {
  const compile = buildSerializer(externalSchemas, options);
  const key = JSON.stringify([externalSchemas ?? null, options ?? null]);
  const kept = keptByOptions.get(key) ?? new WeakMap<object, Serializer>();
  keptByOptions.set(key, kept);
  return (route) => {
    const { schema } = route;
    if (typeof schema !== 'object' || schema === null) return compile(route);
    const known = kept.get(schema);
    if (known) return known;
    const serializer = compile(route);
    kept.set(schema, serializer);
    return serializer;
  };
};
