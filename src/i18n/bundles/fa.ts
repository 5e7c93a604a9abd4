import type { NamespaceLoaders } from '../namespace-loaders';

/** The namespaces of `locales/fa`, each a lazy chunk (see ../namespace-loaders.ts). */
const loaders: NamespaceLoaders = import.meta.glob('../../../locales/fa/*.json');
export default loaders;
