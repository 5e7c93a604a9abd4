import type { NamespaceLoaders } from '../namespace-loaders';

/** The namespaces of `locales/pt-BR`, each a lazy chunk (see ../namespace-loaders.ts). */
const loaders: NamespaceLoaders = import.meta.glob('../../../locales/pt-BR/*.json');
export default loaders;
