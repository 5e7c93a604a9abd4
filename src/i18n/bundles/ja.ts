import type { NamespaceLoaders } from '../namespace-loaders';

/** The namespaces of `locales/ja`, each a lazy chunk (see ../namespace-loaders.ts). */
const loaders: NamespaceLoaders = import.meta.glob('../../../locales/ja/*.json');
export default loaders;
