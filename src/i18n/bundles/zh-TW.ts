import type { NamespaceLoaders } from '../namespace-loaders';

/** The namespaces of `locales/zh-TW`, each a lazy chunk (see ../namespace-loaders.ts). */
const loaders: NamespaceLoaders = import.meta.glob('../../../locales/zh-TW/*.json');
export default loaders;
