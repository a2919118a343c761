import { defineCatalogue } from '../../lib/i18n.ts';

/** The editor's strings for drafts per unit, the publish list and viewing versions (issue 27); namespace `editorDrafts` (one catalogue per namespace: the build splits catalogues per language). */
export const draftsCatalogue = defineCatalogue('editorDrafts', {
  zh_HK: {
    unit_site: '網站設定及頁面次序', unit_menus: '選單', unitPage: '頁面 {{code}}（{{name}}）',
    conflictUnit: '{{unit}}：{{message}}', reloadUnit: '重新載入{{unit}}（保留顯示我的更改）',
    keptTitle: '我對{{unit}}的更改（未儲存）', keptProps: '頁面設定', keptAdded: '新增 {{name}}', keptChanged: '更改 {{name}}', keptRemoved: '刪除 {{name}}',
    applyMine: '套用我的', applyAllMine: '套用我的全部更改', discardMine: '放棄我的更改', keptNone: '沒有其他更改',
    publishTitle: '發佈更改', publishIntro: '以下頁面及設定與現正發佈的版本不同。選擇要發佈的項目：', publishSelected: '發佈所選的 {{count}} 項', publishNothing: '沒有可發佈的更改。',
    change_added: '新增', change_changed: '更改', change_removed: '刪除', savedByAt: '{{by}} 於 {{at}} 儲存', orderChanged: '頁面次序有更改',
    publishStale: '未能發佈：{{message}}', reload: '重新載入', view: '查看', viewTitle: '第 {{n}} 版的內容', viewPage: '要查看的頁面', versionPages: '第 {{page}} / {{pages}} 頁', prevPage: '上一頁', nextPage: '下一頁', viewFrame: '第 {{n}} 版的頁面 {{page}}',
  },
  zh_CN: {
    unit_site: '网站设置及页面次序', unit_menus: '菜单', unitPage: '页面 {{code}}（{{name}}）',
    conflictUnit: '{{unit}}：{{message}}', reloadUnit: '重新加载{{unit}}（保留显示我的更改）',
    keptTitle: '我对{{unit}}的更改（未保存）', keptProps: '页面设置', keptAdded: '新增 {{name}}', keptChanged: '更改 {{name}}', keptRemoved: '删除 {{name}}',
    applyMine: '套用我的', applyAllMine: '套用我的全部更改', discardMine: '放弃我的更改', keptNone: '没有其他更改',
    publishTitle: '发布更改', publishIntro: '以下页面及设置与正在发布的版本不同。选择要发布的项目：', publishSelected: '发布所选的 {{count}} 项', publishNothing: '没有可发布的更改。',
    change_added: '新增', change_changed: '更改', change_removed: '删除', savedByAt: '{{by}} 于 {{at}} 保存', orderChanged: '页面次序有更改',
    publishStale: '未能发布：{{message}}', reload: '重新加载', view: '查看', viewTitle: '第 {{n}} 版的内容', viewPage: '要查看的页面', versionPages: '第 {{page}} / {{pages}} 页', prevPage: '上一页', nextPage: '下一页', viewFrame: '第 {{n}} 版的页面 {{page}}',
  },
  en: {
    unit_site: 'Site settings and page order', unit_menus: 'Menus', unitPage: 'Page {{code}} ({{name}})',
    conflictUnit: '{{unit}}: {{message}}', reloadUnit: 'Reload {{unit}} (keep my changes in view)',
    keptTitle: 'My changes to {{unit}} (not saved)', keptProps: 'Page settings', keptAdded: 'Added {{name}}', keptChanged: 'Changed {{name}}', keptRemoved: 'Removed {{name}}',
    applyMine: 'Apply mine', applyAllMine: 'Apply all my changes', discardMine: 'Discard my changes', keptNone: 'No other changes',
    publishTitle: 'Publish changes', publishIntro: 'These pages and settings differ from the live version. Choose what to publish:', publishSelected: 'Publish {{count}} selected', publishNothing: 'Nothing to publish.',
    change_added: 'New', change_changed: 'Changed', change_removed: 'Deleted', savedByAt: 'saved by {{by}} at {{at}}', orderChanged: 'Page order changed',
    publishStale: 'Not published: {{message}}', reload: 'Reload', view: 'View', viewTitle: 'Version {{n}} as published', viewPage: 'Page to view', versionPages: 'Page {{page}} of {{pages}}', prevPage: 'Previous', nextPage: 'Next', viewFrame: 'Page {{page}} of version {{n}}',
  },
});
