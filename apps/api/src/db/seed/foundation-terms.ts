import { t } from './helpers.ts';

/**
 * Terms of use and sale, and the privacy policy, of the fictional Jade Harbour Jewellery Ltd. (demo text,
 * not legal advice): one row per line of the page, in the three languages (zh_HK, zh_CN, en).
 */
type Lines = Array<[string, string, string]>;

/** The page in each language: its lines joined. */
const page = (lines: Lines) => {
  const text = (lang: 0 | 1 | 2) => lines.map((line) => line[lang]).join('\n');
  return t(text(0), text(1), text(2));
};

// prettier-ignore
export const TERMS_HTML = page([
  ['<h1>條款及細則</h1>', '<h1>条款及细则</h1>', '<h1>Terms and conditions</h1>'],
  ['<p>最後更新：2026 年 1 月 1 日</p>', '<p>最后更新：2026 年 1 月 1 日</p>', '<p>Last updated: 1 January 2026</p>'],
  ['<p>歡迎瀏覽翠港珠寶有限公司（「翠港」、「我們」）的網站及網上商店。使用本網站或透過本網站購物，即表示你同意以下條款。</p>', '<p>欢迎浏览翠港珠宝有限公司（「翠港」、「我们」）的网站及网上商店。使用本网站或透过本网站购物，即表示你同意以下条款。</p>', '<p>Welcome to the website and online shop of Jade Harbour Jewellery Ltd. ("Jade Harbour", "we"). By using this website or buying through it you agree to these terms.</p>'],
  ['<h2>1. 產品及價格</h2>', '<h2>1. 产品及价格</h2>', '<h2>1. Products and prices</h2>'],
  ['<p>所有價格以港幣（HK$）列示。黃金首飾按下單當日本公司公佈的金價及工費計算；鑽石、翡翠及名錶以網頁標價為準。產品圖片僅供參考，實際顏色及尺寸或因拍攝及螢幕設定而略有差異。</p>', '<p>所有价格以港币（HK$）列示。黄金首饰按下单当日本公司公布的金价及工费计算；钻石、翡翠及名表以网页标价为准。产品图片仅供参考，实际颜色及尺寸或因拍摄及屏幕设定而略有差异。</p>', '<p>All prices are in Hong Kong dollars (HK$). Gold jewellery is priced at the gold rate and workmanship we publish on the day you order; diamonds, jade and watches at the price shown. Pictures are for reference; colour and size may differ slightly because of photography and screen settings.</p>'],
  ['<h2>2. 訂單及付款</h2>', '<h2>2. 订单及付款</h2>', '<h2>2. Orders and payment</h2>'],
  ['<p>訂單於我們發出確認電郵後方告成立。如遇存貨不足或價格明顯錯誤，我們有權取消訂單並全數退款。付款可使用信用卡、轉數快或到店付款。</p>', '<p>订单于我们发出确认电邮后方告成立。如遇存货不足或价格明显错误，我们有权取消订单并全数退款。付款可使用信用卡、转数快或到店付款。</p>', '<p>An order is accepted when we send a confirmation e-mail. If stock runs out or a price is plainly wrong, we may cancel the order and refund it in full. You may pay by credit card, FPS or in store.</p>'],
  ['<h2>3. 送貨及取貨</h2>', '<h2>3. 送货及取货</h2>', '<h2>3. Delivery and pickup</h2>'],
  ['<p>香港境內訂單滿 HK$1,000 免運費，一般於三個工作天內送達。你亦可選擇到九間分店其中之一取貨，取貨時須出示訂單編號及身份證明文件。</p>', '<p>香港境内订单满 HK$1,000 免运费，一般于三个工作天内送达。你亦可选择到九间分店其中之一取货，取货时须出示订单编号及身份证明文件。</p>', '<p>Delivery within Hong Kong is free for orders of HK$1,000 or more and usually arrives within three working days. You may instead collect from any of our nine shops, showing your order number and proof of identity.</p>'],
  ['<h2>4. 退換</h2>', '<h2>4. 退换</h2>', '<h2>4. Returns and exchanges</h2>'],
  ['<p>未經佩戴、保留原有包裝、證書及單據的貨品，可於收貨後七天內到任何分店退換。訂造、刻字、已調整尺寸的貨品及耳環恕不退換。黃金首飾退換按退換當日金價計算。</p>', '<p>未经佩戴、保留原有包装、证书及单据的货品，可于收货后七天内到任何分店退换。订造、刻字、已调整尺寸的货品及耳环恕不退换。黄金首饰退换按退换当日金价计算。</p>', '<p>Unworn items with their packaging, certificates and receipt may be returned or exchanged at any shop within seven days of delivery. Made-to-order, engraved or resized items and earrings cannot be returned. Gold jewellery is exchanged at the gold rate of the day of exchange.</p>'],
  ['<h2>5. 保養</h2>', '<h2>5. 保养</h2>', '<h2>5. Warranty and care</h2>'],
  ['<p>名錶享原廠或本公司兩年保養；珠寶享終身免費清潔及檢查鑲爪服務。人為損壞、遺失或自行維修不在保養範圍內。</p>', '<p>名表享原厂或本公司两年保养；珠宝享终身免费清洁及检查镶爪服务。人为损坏、遗失或自行维修不在保养范围内。</p>', "<p>Watches carry a two-year manufacturer's or Jade Harbour warranty; jewellery receives free cleaning and prong checks for life. Accidental damage, loss and repairs by others are not covered.</p>"],
  ['<h2>6. 翠港會積分</h2>', '<h2>6. 翠港会积分</h2>', '<h2>6. Jade Harbour Club points</h2>'],
  ['<p>會員每消費 HK$10 可賺取 1 積分，積分自賺取日起兩年內有效，不可兌換現金或轉讓。我們可隨時修訂積分計劃，並會於生效前三十天在網站公佈。</p>', '<p>会员每消费 HK$10 可赚取 1 积分，积分自赚取日起两年内有效，不可兑换现金或转让。我们可随时修订积分计划，并会于生效前三十天在网站公布。</p>', '<p>Members earn 1 point for every HK$10 spent. Points are valid for two years from the day they are earned and cannot be exchanged for cash or transferred. We may change the scheme and will announce changes on this website thirty days before they take effect.</p>'],
  ['<h2>7. 責任限制</h2>', '<h2>7. 责任限制</h2>', '<h2>7. Limitation of liability</h2>'],
  ['<p>在法律許可的範圍內，我們對因使用本網站而引致的間接損失概不負責。本條款不影響你作為消費者的法定權利。</p>', '<p>在法律许可的范围内，我们对因使用本网站而引致的间接损失概不负责。本条款不影响你作为消费者的法定权利。</p>', '<p>To the extent the law allows, we are not liable for indirect loss arising from the use of this website. Nothing in these terms affects your statutory rights as a consumer.</p>'],
  ['<h2>8. 適用法律</h2>', '<h2>8. 适用法律</h2>', '<h2>8. Governing law</h2>'],
  ['<p>本條款受香港特別行政區法律管轄。如中英文版本有任何歧異，概以英文版本為準。</p>', '<p>本条款受香港特别行政区法律管辖。如中英文版本有任何歧异，概以英文版本为准。</p>', '<p>These terms are governed by the laws of the Hong Kong Special Administrative Region. If the Chinese and English versions differ, the English version prevails.</p>'],
  ['<p>查詢：客戶服務熱線 2345 6789（星期一至六 10:00–19:00）或電郵 care@jadeharbour.example。</p>', '<p>查询：客户服务热线 2345 6789（星期一至六 10:00–19:00）或电邮 care@jadeharbour.example。</p>', '<p>Questions: customer care 2345 6789 (Monday to Saturday, 10:00–19:00) or care@jadeharbour.example.</p>'],
]);

// prettier-ignore
export const PRIVACY_HTML = page([
  ['<h1>私隱政策</h1>', '<h1>隐私政策</h1>', '<h1>Privacy policy</h1>'],
  ['<p>最後更新：2026 年 1 月 1 日</p>', '<p>最后更新：2026 年 1 月 1 日</p>', '<p>Last updated: 1 January 2026</p>'],
  ['<p>翠港珠寶有限公司尊重你的私隱，並遵守《個人資料（私隱）條例》（第 486 章）。本政策說明我們收集哪些個人資料、用途及你的權利。</p>', '<p>翠港珠宝有限公司尊重你的隐私，并遵守《个人资料（隐私）条例》（第 486 章）。本政策说明我们收集哪些个人资料、用途及你的权利。</p>', '<p>Jade Harbour Jewellery Ltd. respects your privacy and complies with the Personal Data (Privacy) Ordinance (Cap. 486). This policy explains what personal data we collect, why, and your rights.</p>'],
  ['<h2>1. 我們收集的資料</h2>', '<h2>1. 我们收集的资料</h2>', '<h2>1. What we collect</h2>'],
  ['<p>當你註冊翠港會、網上購物或向我們查詢時，我們會收集你的稱謂、姓名、手提電話、電郵、出生月份、送貨地址及購物紀錄。</p>', '<p>当你注册翠港会、网上购物或向我们查询时，我们会收集你的称谓、姓名、手提电话、电邮、出生月份、送货地址及购物记录。</p>', '<p>When you join the Jade Harbour Club, shop online or contact us, we collect your title, name, mobile number, e-mail, birth month, delivery address and purchase history.</p>'],
  ['<h2>2. 使用目的</h2>', '<h2>2. 使用目的</h2>', '<h2>2. Why we use it</h2>'],
  ['<ul><li>處理訂單、送貨及售後服務；</li><li>管理會員帳戶及積分；</li><li>在你同意下發送新品及優惠資訊；</li><li>改善網站及防止欺詐。</li></ul>', '<ul><li>处理订单、送货及售后服务；</li><li>管理会员账户及积分；</li><li>在你同意下发送新品及优惠资讯；</li><li>改善网站及防止欺诈。</li></ul>', '<ul><li>to process orders, deliveries and after-sales service;</li><li>to run your member account and points;</li><li>with your consent, to tell you about new pieces and offers;</li><li>to improve the website and prevent fraud.</li></ul>'],
  ['<h2>3. 直接促銷</h2>', '<h2>3. 直接促销</h2>', '<h2>3. Direct marketing</h2>'],
  ['<p>未經你同意，我們不會使用你的資料作直接促銷。你可隨時透過帳戶設定或電郵 privacy@jadeharbour.example 要求停止接收。</p>', '<p>未经你同意，我们不会使用你的资料作直接促销。你可随时透过账户设定或电邮 privacy@jadeharbour.example 要求停止接收。</p>', '<p>We do not use your data for direct marketing without your consent. You may opt out at any time in your account settings or by writing to privacy@jadeharbour.example.</p>'],
  ['<h2>4. 資料轉移</h2>', '<h2>4. 资料转移</h2>', '<h2>4. Who we share it with</h2>'],
  ['<p>我們只會把所需資料交予代我們處理付款、送貨及資訊科技服務的機構，並要求它們妥善保密。我們不會出售你的個人資料。</p>', '<p>我们只会把所需资料交予代我们处理付款、送货及资讯科技服务的机构，并要求它们妥善保密。我们不会出售你的个人资料。</p>', '<p>We pass only the data needed to companies that handle payment, delivery and IT services for us, and require them to keep it confidential. We never sell your personal data.</p>'],
  ['<h2>5. 保留期限</h2>', '<h2>5. 保留期限</h2>', '<h2>5. How long we keep it</h2>'],
  ['<p>會員資料於帳戶終止後保留兩年，交易紀錄按法例保留七年，其後會被安全刪除。</p>', '<p>会员资料于账户终止后保留两年，交易记录按法例保留七年，其后会被安全删除。</p>', '<p>Member data is kept for two years after an account is closed and transaction records for seven years as the law requires; then they are securely deleted.</p>'],
  ['<h2>6. Cookies</h2>', '<h2>6. Cookies</h2>', '<h2>6. Cookies</h2>'],
  ['<p>本網站只使用維持網站運作所需的本地儲存（例如語言選擇及購物車），不使用第三方廣告追蹤。</p>', '<p>本网站只使用维持网站运作所需的本地储存（例如语言选择及购物车），不使用第三方广告追踪。</p>', '<p>This website uses only the local storage it needs to work (such as your language and cart). There is no third-party advertising tracking.</p>'],
  ['<h2>7. 查閱及更正</h2>', '<h2>7. 查阅及更正</h2>', '<h2>7. Access and correction</h2>'],
  ['<p>你有權查閱及更正我們持有的個人資料。請以書面寄往九龍觀塘翠港工業大廈 12 樓私隱主任，或電郵 privacy@jadeharbour.example。</p>', '<p>你有权查阅及更正我们持有的个人资料。请以书面寄往九龙观塘翠港工业大厦 12 楼隐私主任，或电邮 privacy@jadeharbour.example。</p>', '<p>You may ask to see and correct the personal data we hold. Write to the Privacy Officer, 12/F Jade Harbour Industrial Building, Kwun Tong, Kowloon, or e-mail privacy@jadeharbour.example.</p>'],
]);
