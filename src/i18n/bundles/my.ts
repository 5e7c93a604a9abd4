import type { NamespaceLoaders } from '../namespace-loaders';

/** The namespaces of `locales/my`, each a lazy chunk (see ../namespace-loaders.ts). */
const loaders: NamespaceLoaders = import.meta.glob('../../../locales/my/*.json');
export default loaders;
