import { defineCatalogue } from '../../lib/i18n.ts';

export const devGalleryCatalogue = defineCatalogue('devGallery', {
  zh_HK: {
    title: '組件庫（開發檢視）', intro: '每種頁面組件的預設設定、界限及版本。設定表直接由合約中的組件定義生成。', blocks: '{{count}} 種組件',
    setting: '設定', kind: '類型', bounds: '界限 / 選項', default: '預設值', version: '版本 {{v}}', migrations: '可由版本 {{list}} 升級', noMigrations: '沒有舊版本',
    preview: '以預設設定顯示', nothing: '以預設設定不會顯示任何內容（需要內容）。', showSettings: '設定表', filter: '搜尋組件', width: '闊度', max: '最多 {{n}} 項', chars: '最多 {{n}} 字',
  },
  zh_CN: {
    title: '组件库（开发视图）', intro: '每种页面组件的默认设置、界限及版本。设置表直接由合约中的组件定义生成。', blocks: '{{count}} 种组件',
    setting: '设置', kind: '类型', bounds: '界限 / 选项', default: '默认值', version: '版本 {{v}}', migrations: '可由版本 {{list}} 升级', noMigrations: '没有旧版本',
    preview: '以默认设置显示', nothing: '以默认设置不会显示任何内容（需要内容）。', showSettings: '设置表', filter: '搜索组件', width: '宽度', max: '最多 {{n}} 项', chars: '最多 {{n}} 字',
  },
  en: {
    title: 'Block gallery (development view)', intro: 'Every page block with its defaults, bounds and version. The settings tables are generated from the block definitions in the contract.', blocks: '{{count}} block types',
    setting: 'Setting', kind: 'Kind', bounds: 'Bounds / options', default: 'Default', version: 'Version {{v}}', migrations: 'Upgrades from version {{list}}', noMigrations: 'No older versions',
    preview: 'Drawn with its defaults', nothing: 'Draws nothing with its defaults (it needs content).', showSettings: 'Settings', filter: 'Find a block', width: 'Width', max: 'at most {{n}}', chars: 'at most {{n}} characters',
  },
});
