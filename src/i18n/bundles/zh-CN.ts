import type { NamespaceLoaders } from '../namespace-loaders';

/** The namespaces of `locales/zh-CN`, each a lazy chunk (see ../namespace-loaders.ts). */
const loaders: NamespaceLoaders = import.meta.glob('../../../locales/zh-CN/*.json');
export default loaders;
