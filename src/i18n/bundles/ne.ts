import type { NamespaceLoaders } from '../namespace-loaders';

/** The namespaces of `locales/ne`, each a lazy chunk (see ../namespace-loaders.ts). */
const loaders: NamespaceLoaders = import.meta.glob('../../../locales/ne/*.json');
export default loaders;
