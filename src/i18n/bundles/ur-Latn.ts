import type { NamespaceLoaders } from '../namespace-loaders';

/** The namespaces of `locales/ur-Latn`, each a lazy chunk (see ../namespace-loaders.ts). */
const loaders: NamespaceLoaders = import.meta.glob('../../../locales/ur-Latn/*.json');
export default loaders;
