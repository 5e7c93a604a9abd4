import type { NamespaceLoaders } from '../namespace-loaders';

/** The namespaces of `locales/pt`, each a lazy chunk (see ../namespace-loaders.ts). */
const loaders: NamespaceLoaders = import.meta.glob('../../../locales/pt/*.json');
export default loaders;
