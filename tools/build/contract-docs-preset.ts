import { defineRolldownBabelPreset } from '@rolldown/plugin-babel';

/** The few Babel node helpers the plugin below uses (no type package for Babel here). */
interface BabelNode {
  type: string;
}
interface BabelTypes {
  isMemberExpression(node: unknown): node is BabelNode & { property: BabelNode };
  isIdentifier(node: unknown, options?: { name: string }): node is BabelNode & { name: string };
  stringLiteral(value: string): BabelNode;
}
interface NodePath<Node> {
  node: Node;
  remove(): void;
}

/** What an operation entry holds for the document only (contract/operations/). */
const DOCUMENT_ONLY_KEYS = new Set(['summary', 'description', 'errors', 'checkedFields']);
const TEXT_TYPES = new Set(['StringLiteral', 'TemplateLiteral', 'BinaryExpression']);

function stripContractDocs({ types: t }: { types: BabelTypes }) {
  return {
    name: 'strip-contract-docs',
    visitor: {
      // `v.description('…')`: the text becomes '' and the schema validates as before.
      CallExpression(path: NodePath<{ callee: unknown; arguments: unknown[] }>) {
        const { callee } = path.node;
        if (
          t.isMemberExpression(callee) &&
          t.isIdentifier(callee.property, { name: 'description' }) &&
          path.node.arguments.length === 1 &&
          TEXT_TYPES.has((path.node.arguments[0] as BabelNode).type)
        ) {
          path.node.arguments = [t.stringLiteral('')];
        }
      },
      // An operation's summary, description, errors and checked fields: gone.
      ObjectProperty(path: NodePath<{ key: unknown }>, state: { filename?: string }) {
        if (!state.filename?.includes('/contract/operations/')) return;
        const { key } = path.node;
        if (t.isIdentifier(key) && DOCUMENT_ONLY_KEYS.has(key.name)) path.remove();
      },
    },
  };
}

/**
 * The API contract's words for partners (each field's description, each operation's summary,
 * description, error codes and checked fields) make the OpenAPI document the gateway builds
 * from the same modules. The browser and the page render never read them: the storefront's
 * builds leave them out, the schemas and the operations' methods and paths unchanged.
 */
export const contractDocsStripped = defineRolldownBabelPreset({
  preset: () => ({ plugins: [stripContractDocs] }),
  rolldown: { filter: { id: /[\\/]libs[\\/]api-client[\\/]src[\\/]contract[\\/]/ } },
});
