/**
 * The demo catalogue in Simplified Chinese, Japanese and Thai (English is in `catalogue-data.ts`):
 * category names, banner titles, goods titles, the description templates and the specification
 * names and values, each keyed by its English text. Brand-like names (Aurora, Halo...) stay as they
 * are, as shops in those countries print them.
 */

/** The seeded languages besides English. */
export const SEED_LANGUAGES = ['zh-cn', 'ja', 'th'] as const;
/** One of {@link SEED_LANGUAGES}. */
export type SeedLanguage = (typeof SEED_LANGUAGES)[number];

/** A text in each seeded language: `[zh-cn, ja, th]`. */
export type Translated = readonly [zhCn: string, ja: string, th: string];

/** Top-level and second-level category names. */
export const CATEGORY_NAMES: Readonly<Record<string, Translated>> = {
  Electronics: ['数码电子', '家電・デジタル', 'อิเล็กทรอนิกส์'],
  Phones: ['手机', 'スマートフォン', 'โทรศัพท์มือถือ'],
  Audio: ['耳机音响', 'オーディオ', 'เครื่องเสียง'],
  Wearables: ['智能穿戴', 'ウェアラブル', 'อุปกรณ์สวมใส่'],
  Fashion: ['时尚服饰', 'ファッション', 'แฟชั่น'],
  "Men's Tops": ['男士上衣', 'メンズトップス', 'เสื้อผู้ชาย'],
  Dresses: ['连衣裙', 'ワンピース', 'ชุดเดรส'],
  Shoes: ['鞋靴', 'シューズ', 'รองเท้า'],
  'Home & Kitchen': ['家居厨房', 'ホーム・キッチン', 'บ้านและครัว'],
  Kitchen: ['厨房用品', 'キッチン用品', 'เครื่องครัว'],
  Lighting: ['灯具照明', '照明', 'โคมไฟ'],
  Bedding: ['床上用品', '寝具', 'เครื่องนอน'],
  Beauty: ['美妆个护', 'ビューティー', 'ความงาม'],
  Skincare: ['护肤', 'スキンケア', 'ดูแลผิว'],
  Fragrance: ['香水香氛', 'フレグランス', 'น้ำหอม'],
  'Sports & Outdoors': ['运动户外', 'スポーツ・アウトドア', 'กีฬาและกิจกรรมกลางแจ้ง'],
  Fitness: ['健身器材', 'フィットネス', 'ฟิตเนส'],
  Bags: ['背包箱包', 'バッグ', 'กระเป๋า'],
};

/** Banner titles (shown over the picture, not drawn into it). */
export const BANNER_TITLES: Readonly<Record<string, Translated>> = {
  'Summer Sale': ['夏季大促', 'サマーセール', 'ลดราคาหน้าร้อน'],
  'New Phones': ['新款手机', '新作スマートフォン', 'มือถือรุ่นใหม่'],
  'Home Refresh': ['焕新家居', 'お部屋リフレッシュ', 'แต่งบ้านใหม่'],
  'Wholesale Market': ['批发市场', '卸売マーケット', 'ตลาดค้าส่ง'],
  'Glow Week': ['焕彩美妆周', 'グロウウィーク', 'สัปดาห์ผิวโกลว์'],
};

/** Specification names. */
export const SPEC_NAMES: Readonly<Record<string, Translated>> = {
  Colour: ['颜色', 'カラー', 'สี'],
  Storage: ['存储容量', 'ストレージ', 'ความจุ'],
  Size: ['尺码', 'サイズ', 'ขนาด'],
  Finish: ['表面工艺', '仕上げ', 'ผิวสัมผัส'],
  Volume: ['容量', '容量', 'ปริมาณ'],
  Weight: ['重量', '重さ', 'น้ำหนัก'],
  Type: ['类型', 'タイプ', 'ประเภท'],
  Scent: ['香调', '香り', 'กลิ่น'],
};

/** Specification values that read differently in another language (sizes and units stay). */
export const SPEC_VALUES: Readonly<Record<string, Translated>> = {
  'Midnight Black': ['午夜黑', 'ミッドナイトブラック', 'ดำมิดไนท์'],
  'Glacier Silver': ['冰川银', 'グレイシャーシルバー', 'เงินกลาเซียร์'],
  'Ocean Blue': ['海洋蓝', 'オーシャンブルー', 'น้ำเงินโอเชียน'],
  Black: ['黑色', 'ブラック', 'ดำ'],
  White: ['白色', 'ホワイト', 'ขาว'],
  Navy: ['藏青色', 'ネイビー', 'กรมท่า'],
  Grey: ['灰色', 'グレー', 'เทา'],
  Floral: ['花卉', 'フローラル', 'ดอกไม้'],
  Cream: ['奶油色', 'クリーム', 'ครีม'],
  Sage: ['鼠尾草绿', 'セージ', 'เขียวเสจ'],
  Brass: ['黄铜', '真鍮', 'ทองเหลือง'],
  'Matte Black': ['哑光黑', 'マットブラック', 'ดำด้าน'],
  Olive: ['橄榄绿', 'オリーブ', 'เขียวมะกอก'],
  Sand: ['沙色', 'サンド', 'สีทราย'],
  Blue: ['蓝色', 'ブルー', 'น้ำเงิน'],
  Green: ['绿色', 'グリーン', 'เขียว'],
  Pink: ['粉色', 'ピンク', 'ชมพู'],
  Teal: ['青绿色', 'ティール', 'เขียวอมฟ้า'],
  Silver: ['银色', 'シルバー', 'เงิน'],
  Purple: ['紫色', 'パープル', 'ม่วง'],
  'Warm White': ['暖白光', '電球色', 'แสงวอร์มไวท์'],
  'Cool White': ['冷白光', '昼白色', 'แสงคูลไวท์'],
  Single: ['单人', 'シングル', 'เดี่ยว'],
  Double: ['双人', 'ダブル', 'คู่'],
  King: ['特大双人', 'キング', 'คิงไซส์'],
  Standard: ['标准', 'スタンダード', 'มาตรฐาน'],
  Queen: ['大号', 'クイーン', 'ควีนไซส์'],
  'Normal Skin': ['中性肌肤', '普通肌', 'ผิวธรรมดา'],
  'Dry Skin': ['干性肌肤', '乾燥肌', 'ผิวแห้ง'],
  Woody: ['木质香', 'ウッディ', 'กลิ่นไม้'],
};

/**
 * The goods descriptions, as the seed writes them in English: a shop's own goods, a market goods,
 * a goods listed from the market. `{title}` and `{shop}` are filled in.
 */
export const DESCRIPTIONS: Readonly<Record<'own' | 'market' | 'listed' | 'content', Translated>> = {
  own: [
    '{title}。由 {shop} 销售并发货。',
    '{title}。{shop} が販売・発送します。',
    '{title} จำหน่ายและจัดส่งโดย {shop}',
  ],
  market: [
    '{title}，由平台供货，从我们的仓库发货。',
    '{title}。プラットフォームが仕入れ、当社倉庫から発送します。',
    '{title} สินค้าจากแพลตฟอร์ม จัดส่งจากคลังสินค้าของเรา',
  ],
  listed: [
    '{title}。来自 Bazaar 批发市场。',
    '{title}。Bazaar 卸売マーケットから出品。',
    '{title} ลงขายจากตลาดค้าส่ง Bazaar',
  ],
  content: [
    '{title}\n\n包装内含：商品及说明书。\n48 小时内发货，7 天无理由退货。',
    '{title}\n\n内容物：本体と取扱説明書。\n48 時間以内に発送、7 日間返品可能。',
    '{title}\n\nในกล่องมี: สินค้าและคู่มือ\nจัดส่งภายใน 48 ชั่วโมง คืนสินค้าได้ภายใน 7 วัน',
  ],
};

/** Goods titles: the shops' own goods and the wholesale market's. */
export const GOODS_TITLES: Readonly<Record<string, Translated>> = {
  // Phones
  'Aurora X12 Smartphone, 6.5" AMOLED, 5G': [
    'Aurora X12 智能手机，6.5 英寸 AMOLED，5G',
    'Aurora X12 スマートフォン 6.5インチ AMOLED 5G',
    'สมาร์ทโฟน Aurora X12 จอ AMOLED 6.5 นิ้ว 5G',
  ],
  'Nimbus Lite 4 Smartphone, Dual SIM': [
    'Nimbus Lite 4 智能手机，双卡双待',
    'Nimbus Lite 4 スマートフォン デュアルSIM',
    'สมาร์ทโฟน Nimbus Lite 4 สองซิม',
  ],
  'Vertex Pro Max 5G Smartphone': [
    'Vertex Pro Max 5G 智能手机',
    'Vertex Pro Max 5G スマートフォン',
    'สมาร์ทโฟน Vertex Pro Max 5G',
  ],
  'Kite Mini Compact Phone': [
    'Kite Mini 小屏手机',
    'Kite Mini コンパクトフォン',
    'มือถือขนาดกะทัดรัด Kite Mini',
  ],
  'Orion Fold Flip Phone 5G': [
    'Orion Fold 折叠屏手机 5G',
    'Orion Fold 折りたたみスマホ 5G',
    'มือถือฝาพับ Orion Fold 5G',
  ],
  'Pulse S7 Gaming Phone, 144Hz': [
    'Pulse S7 游戏手机，144Hz',
    'Pulse S7 ゲーミングスマホ 144Hz',
    'มือถือเล่นเกม Pulse S7 144Hz',
  ],
  'Lumen Note 10 Stylus Phone': [
    'Lumen Note 10 手写笔手机',
    'Lumen Note 10 スタイラスペン付きスマホ',
    'มือถือพร้อมปากกา Lumen Note 10',
  ],
  'Terra Rugged Phone IP68': [
    'Terra 三防手机 IP68',
    'Terra タフネススマホ IP68',
    'มือถือสายลุย Terra IP68',
  ],
  'Nova 9 Camera Phone, 108MP': [
    'Nova 9 拍照手机，1.08 亿像素',
    'Nova 9 カメラスマホ 108MP',
    'มือถือกล้องเทพ Nova 9 108MP',
  ],
  'Echo Senior Phone, Big Buttons': [
    'Echo 老人手机，大按键',
    'Echo シニア向けケータイ 大きなボタン',
    'มือถือผู้สูงอายุ Echo ปุ่มใหญ่',
  ],
  'Zephyr Slim 5G Smartphone': [
    'Zephyr 轻薄 5G 智能手机',
    'Zephyr スリム 5G スマートフォン',
    'สมาร์ทโฟนบาง Zephyr 5G',
  ],
  'Atlas Ultra Business Phone': [
    'Atlas Ultra 商务手机',
    'Atlas Ultra ビジネススマホ',
    'มือถือธุรกิจ Atlas Ultra',
  ],
  // Audio
  'Halo ANC Wireless Headphones': [
    'Halo 主动降噪无线耳机',
    'Halo ノイズキャンセリング ワイヤレスヘッドホン',
    'หูฟังไร้สายตัดเสียงรบกวน Halo',
  ],
  'Cadence Studio Monitor Headphones': [
    'Cadence 录音室监听耳机',
    'Cadence スタジオモニターヘッドホン',
    'หูฟังมอนิเตอร์สตูดิโอ Cadence',
  ],
  'Breeze True Wireless Earbuds': [
    'Breeze 真无线耳机',
    'Breeze 完全ワイヤレスイヤホン',
    'หูฟังไร้สายแท้ Breeze',
  ],
  'Bassline Over-Ear Headphones': [
    'Bassline 头戴式耳机',
    'Bassline オーバーイヤーヘッドホン',
    'หูฟังครอบหู Bassline',
  ],
  'Whisper Sleep Earbuds': [
    'Whisper 睡眠耳塞式耳机',
    'Whisper 睡眠用イヤホン',
    'หูฟังสำหรับนอนหลับ Whisper',
  ],
  'Arena Gaming Headset with Mic': [
    'Arena 游戏耳麦，带麦克风',
    'Arena ゲーミングヘッドセット マイク付き',
    'หูฟังเกมมิ่ง Arena พร้อมไมค์',
  ],
  'Tempo Sport Neckband Earphones': [
    'Tempo 运动颈挂式耳机',
    'Tempo スポーツ ネックバンドイヤホン',
    'หูฟังคล้องคอสำหรับกีฬา Tempo',
  ],
  'Solo Kids Volume-Safe Headphones': [
    'Solo 儿童护耳限音耳机',
    'Solo キッズ 音量制限ヘッドホン',
    'หูฟังเด็กจำกัดเสียง Solo',
  ],
  'Echo Open-Ear Bone Conduction': [
    'Echo 开放式骨传导耳机',
    'Echo オープンイヤー 骨伝導イヤホン',
    'หูฟังนำเสียงผ่านกระดูก Echo',
  ],
  'Harmony Hi-Fi Wired Earphones': [
    'Harmony 高保真有线耳机',
    'Harmony ハイファイ 有線イヤホン',
    'หูฟังมีสาย Hi-Fi Harmony',
  ],
  'Voyager Travel ANC Headphones': [
    'Voyager 旅行降噪耳机',
    'Voyager トラベル ノイズキャンセリングヘッドホン',
    'หูฟังตัดเสียงสำหรับเดินทาง Voyager',
  ],
  'Pixel Pods Wireless Earbuds Pro': [
    'Pixel Pods Pro 无线耳机',
    'Pixel Pods Pro ワイヤレスイヤホン',
    'หูฟังไร้สาย Pixel Pods Pro',
  ],
  // Wearables
  'Chrono Fit Smartwatch, GPS': [
    'Chrono Fit 智能手表，GPS',
    'Chrono Fit スマートウォッチ GPS',
    'สมาร์ทวอทช์ Chrono Fit GPS',
  ],
  'Pulse Band 5 Fitness Tracker': [
    'Pulse Band 5 运动手环',
    'Pulse Band 5 フィットネストラッカー',
    'สายรัดข้อมือฟิตเนส Pulse Band 5',
  ],
  'Meridian Classic Hybrid Watch': [
    'Meridian 经典混合智能表',
    'Meridian クラシック ハイブリッドウォッチ',
    'นาฬิกาไฮบริดคลาสสิก Meridian',
  ],
  'Aqua Swim Smartwatch 50m': [
    'Aqua 游泳智能手表 50 米防水',
    'Aqua スイム スマートウォッチ 50m防水',
    'สมาร์ทวอทช์ว่ายน้ำ Aqua กันน้ำ 50 ม.',
  ],
  'Kids Buddy GPS Watch': [
    'Buddy 儿童 GPS 手表',
    'Buddy キッズ GPS ウォッチ',
    'นาฬิกา GPS เด็ก Buddy',
  ],
  'Summit Outdoor Smartwatch': [
    'Summit 户外智能手表',
    'Summit アウトドア スマートウォッチ',
    'สมาร์ทวอทช์เอาต์ดอร์ Summit',
  ],
  'Lyra Slim Smartwatch': [
    'Lyra 纤薄智能手表',
    'Lyra スリム スマートウォッチ',
    'สมาร์ทวอทช์บาง Lyra',
  ],
  'Core Heart Rate Chest Strap': [
    'Core 心率胸带',
    'Core 心拍数チェストストラップ',
    'สายคาดอกวัดชีพจร Core',
  ],
  'Orbit AMOLED Smartwatch': [
    'Orbit AMOLED 智能手表',
    'Orbit AMOLED スマートウォッチ',
    'สมาร์ทวอทช์ Orbit จอ AMOLED',
  ],
  'Step Basic Pedometer Watch': [
    'Step 基础计步手表',
    'Step ベーシック 歩数計ウォッチ',
    'นาฬิกานับก้าว Step Basic',
  ],
  'Vital Sleep Tracking Watch': [
    'Vital 睡眠监测手表',
    'Vital 睡眠トラッキングウォッチ',
    'นาฬิกาติดตามการนอน Vital',
  ],
  'Trail Solar Sports Watch': [
    'Trail 太阳能运动手表',
    'Trail ソーラー スポーツウォッチ',
    'นาฬิกากีฬาพลังแสงอาทิตย์ Trail',
  ],
  // Men's tops
  'Essential Cotton Crew T-Shirt': [
    '基础款纯棉圆领 T 恤',
    'ベーシック コットン クルーネックTシャツ',
    'เสื้อยืดคอกลมผ้าฝ้ายเบสิก',
  ],
  'Oxford Slim Fit Shirt': [
    '牛津纺修身衬衫',
    'オックスフォード スリムフィットシャツ',
    'เสื้อเชิ้ตออกซ์ฟอร์ดทรงสลิม',
  ],
  'Heavyweight Pocket Tee': [
    '厚磅口袋 T 恤',
    'ヘビーウェイト ポケットTシャツ',
    'เสื้อยืดผ้าหนามีกระเป๋า',
  ],
  'Linen Summer Shirt': ['亚麻夏季衬衫', 'リネン サマーシャツ', 'เสื้อเชิ้ตลินินหน้าร้อน'],
  'Classic Pique Polo Shirt': [
    '经典珠地 Polo 衫',
    'クラシック 鹿の子ポロシャツ',
    'เสื้อโปโลผ้าปิเก้คลาสสิก',
  ],
  'Merino Wool Sweater': ['美利奴羊毛衫', 'メリノウール セーター', 'สเวตเตอร์ขนแกะเมอริโน'],
  'Zip Hoodie Fleece': ['抓绒拉链连帽衫', 'フリース ジップパーカー', 'เสื้อฮู้ดซิปผ้าฟลีซ'],
  'Graphic Print Street Tee': [
    '街头印花 T 恤',
    'グラフィックプリント ストリートTシャツ',
    'เสื้อยืดสตรีทลายกราฟิก',
  ],
  'Flannel Check Shirt': ['法兰绒格子衬衫', 'フランネル チェックシャツ', 'เสื้อเชิ้ตลายสก๊อตผ้าแฟลนเนล'],
  'Performance Running Top': [
    '专业跑步上衣',
    'パフォーマンス ランニングトップ',
    'เสื้อวิ่งประสิทธิภาพสูง',
  ],
  'Henley Long Sleeve Tee': ['亨利领长袖 T 恤', 'ヘンリーネック 長袖Tシャツ', 'เสื้อยืดแขนยาวคอเฮนลีย์'],
  'Denim Work Shirt': ['牛仔工装衬衫', 'デニム ワークシャツ', 'เสื้อเชิ้ตยีนส์สไตล์เวิร์ก'],
  // Dresses
  'Floral Wrap Midi Dress': [
    '碎花裹身中长裙',
    '花柄 ラップミディワンピース',
    'เดรสป้ายลายดอกไม้ยาวครึ่งน่อง',
  ],
  'Little Black Cocktail Dress': [
    '小黑裙鸡尾酒礼服',
    'リトルブラック カクテルドレス',
    'เดรสค็อกเทลสีดำ',
  ],
  'Linen Shirt Dress': ['亚麻衬衫裙', 'リネン シャツワンピース', 'เดรสเชิ้ตผ้าลินิน'],
  'Boho Maxi Summer Dress': [
    '波西米亚夏季长裙',
    'ボヘミアン マキシ サマードレス',
    'เดรสยาวโบฮีเมียนหน้าร้อน',
  ],
  'Knit Sweater Dress': ['针织毛衣裙', 'ニット セーターワンピース', 'เดรสไหมพรมถัก'],
  'Pleated Chiffon Dress': ['百褶雪纺连衣裙', 'プリーツ シフォンワンピース', 'เดรสชีฟองอัดพลีท'],
  'Denim Pinafore Dress': ['牛仔背带裙', 'デニム ジャンパースカート', 'เดรสเอี๊ยมยีนส์'],
  'Satin Slip Evening Dress': [
    '缎面吊带晚礼服',
    'サテン スリップ イブニングドレス',
    'เดรสราตรีผ้าซาตินสายเดี่ยว',
  ],
  'Polka Dot Tea Dress': ['波点茶歇裙', 'ドット柄 ティードレス', 'เดรสลายจุดสไตล์วินเทจ'],
  'Ribbed Bodycon Dress': ['罗纹修身连衣裙', 'リブ ボディコンワンピース', 'เดรสรัดรูปผ้าร่อง'],
  'Tiered Cotton Sundress': ['纯棉层叠吊带裙', 'ティアード コットンサンドレス', 'เดรสผ้าฝ้ายระบาย'],
  'Smocked Puff Sleeve Dress': [
    '褶皱泡泡袖连衣裙',
    'シャーリング パフスリーブワンピース',
    'เดรสแขนพองสม็อค',
  ],
  // Shoes
  'CloudStep Running Shoes': [
    'CloudStep 跑步鞋',
    'CloudStep ランニングシューズ',
    'รองเท้าวิ่ง CloudStep',
  ],
  'Classic White Leather Sneakers': [
    '经典白色皮革运动鞋',
    'クラシック 白レザースニーカー',
    'รองเท้าผ้าใบหนังสีขาวคลาสสิก',
  ],
  'Trailblazer Hiking Boots': [
    'Trailblazer 登山靴',
    'Trailblazer トレッキングブーツ',
    'รองเท้าเดินป่า Trailblazer',
  ],
  'Canvas Low-Top Sneakers': ['低帮帆布鞋', 'キャンバス ローカットスニーカー', 'รองเท้าผ้าใบข้อสั้น'],
  'Suede Chelsea Boots': ['麂皮切尔西靴', 'スエード チェルシーブーツ', 'รองเท้าบูทเชลซีหนังกลับ'],
  'Slip-On Knit Loafers': [
    '针织一脚蹬乐福鞋',
    'スリッポン ニットローファー',
    'รองเท้าโลฟเฟอร์ผ้าถักแบบสวม',
  ],
  'Court Pro Basketball Shoes': [
    'Court Pro 篮球鞋',
    'Court Pro バスケットボールシューズ',
    'รองเท้าบาสเกตบอล Court Pro',
  ],
  'Comfort Walk Sandals': ['舒适步行凉鞋', 'コンフォートウォーク サンダル', 'รองเท้าแตะเดินสบาย'],
  'Oxford Leather Dress Shoes': [
    '牛津皮鞋',
    'オックスフォード レザードレスシューズ',
    'รองเท้าหนังออกซ์ฟอร์ด',
  ],
  'Memory Foam House Slippers': [
    '记忆棉居家拖鞋',
    '低反発 ルームスリッパ',
    'รองเท้าใส่ในบ้านเมมโมรีโฟม',
  ],
  'Retro Runner Sneakers': ['复古跑鞋', 'レトロランナー スニーカー', 'รองเท้าผ้าใบเรโทรรันเนอร์'],
  'Waterproof Rain Boots': ['防水雨靴', '防水レインブーツ', 'รองเท้าบูทกันฝน'],
  // Kitchen
  'Stoneware Coffee Mug 350 ml': [
    '粗陶咖啡杯 350 毫升',
    'ストーンウェア コーヒーマグ 350ml',
    'แก้วกาแฟสโตนแวร์ 350 มล.',
  ],
  'Double Wall Glass Cup Set': ['双层玻璃杯套装', '二重構造 グラスカップセット', 'ชุดแก้วสองชั้น'],
  'Enamel Camping Mug': ['搪瓷露营杯', 'ホーロー キャンプマグ', 'แก้วเคลือบอีนาเมลสำหรับแคมป์'],
  'Ceramic Pour-Over Coffee Set': [
    '陶瓷手冲咖啡套装',
    '陶器 ハンドドリップコーヒーセット',
    'ชุดดริปกาแฟเซรามิก',
  ],
  'Insulated Travel Tumbler': ['保温随行杯', '保温 トラベルタンブラー', 'แก้วเก็บอุณหภูมิสำหรับพกพา'],
  'Matcha Tea Bowl with Whisk': ['抹茶碗配茶筅', '抹茶碗 茶筅付き', 'ถ้วยชาเขียวมัทฉะพร้อมแปรงตี'],
  'Espresso Cup Set of 4': [
    '意式浓缩咖啡杯 4 件套',
    'エスプレッソカップ 4個セット',
    'ชุดแก้วเอสเปรสโซ 4 ใบ',
  ],
  'Hand-Glazed Latte Mug': ['手工釉拿铁杯', '手塗り釉薬 ラテマグ', 'แก้วลาเต้เคลือบมือ'],
  'Bamboo Lid Storage Jar': ['竹盖储物罐', '竹蓋 保存容器', 'โหลเก็บของฝาไม้ไผ่'],
  'Cast Iron Teapot 800 ml': [
    '铸铁茶壶 800 毫升',
    '南部鉄器風 鋳鉄ティーポット 800ml',
    'กาน้ำชาเหล็กหล่อ 800 มล.',
  ],
  'Kids Melamine Cup Set': ['儿童密胺杯套装', 'キッズ メラミンカップセット', 'ชุดแก้วเมลามีนสำหรับเด็ก'],
  'Stainless French Press 1 L': [
    '不锈钢法压壶 1 升',
    'ステンレス フレンチプレス 1L',
    'เฟรนช์เพรสสแตนเลส 1 ลิตร',
  ],
  // Lighting
  'Nordic Arc Floor Lamp': [
    '北欧弧形落地灯',
    '北欧 アーチ型フロアランプ',
    'โคมไฟตั้งพื้นทรงโค้งสไตล์นอร์ดิก',
  ],
  'Mushroom Glass Table Lamp': [
    '蘑菇玻璃台灯',
    'マッシュルーム ガラステーブルランプ',
    'โคมไฟตั้งโต๊ะแก้วทรงเห็ด',
  ],
  'LED Desk Lamp with USB Port': [
    'LED 台灯，带 USB 接口',
    'LED デスクライト USBポート付き',
    'โคมไฟโต๊ะ LED พร้อมช่อง USB',
  ],
  'Rattan Pendant Light': ['藤编吊灯', 'ラタン ペンダントライト', 'โคมไฟแขวนหวาย'],
  'Smart Colour Bedside Lamp': [
    '智能变色床头灯',
    'スマートカラー ベッドサイドランプ',
    'โคมไฟข้างเตียงเปลี่ยนสีอัจฉริยะ',
  ],
  'Industrial Clip Work Light': [
    '工业风夹式工作灯',
    'インダストリアル クリップライト',
    'ไฟหนีบสไตล์อินดัสเทรียล',
  ],
  'Linen Shade Tripod Lamp': ['亚麻灯罩三脚灯', 'リネンシェード 三脚ランプ', 'โคมไฟสามขาโป๊ะผ้าลินิน'],
  'Rechargeable Cordless Table Lamp': [
    '充电式无线台灯',
    '充電式 コードレステーブルランプ',
    'โคมไฟตั้งโต๊ะไร้สายชาร์จได้',
  ],
  'Globe Wall Sconce': ['球形壁灯', 'グローブ ウォールランプ', 'โคมไฟติดผนังทรงกลม'],
  'Sunset Projection Lamp': [
    '日落投影灯',
    'サンセット プロジェクションランプ',
    'โคมไฟโปรเจกเตอร์แสงพระอาทิตย์ตก',
  ],
  'Marble Base Reading Lamp': ['大理石底座阅读灯', '大理石ベース 読書灯', 'โคมไฟอ่านหนังสือฐานหินอ่อน'],
  'Paper Lantern Pendant': ['纸灯笼吊灯', '和紙ランタン ペンダントライト', 'โคมไฟแขวนโคมกระดาษ'],
  // Bedding
  'Memory Foam Contour Pillow': ['记忆棉人体工学枕', '低反発 まくら', 'หมอนเมมโมรีโฟมรองรับสรีระ'],
  'Down Alternative Pillow 2-Pack': [
    '仿羽绒枕 两只装',
    'ダウン代替まくら 2個組',
    'หมอนใยสังเคราะห์แทนขนเป็ด แพ็ก 2',
  ],
  'Silk Pillowcase 22 Momme': [
    '22 姆米真丝枕套',
    'シルク まくらカバー 22匁',
    'ปลอกหมอนผ้าไหม 22 มอมมี่',
  ],
  'Cooling Gel Pillow': ['凉感凝胶枕', '冷感ジェル まくら', 'หมอนเจลเย็น'],
  'Linen Duvet Cover Set': ['亚麻被套套装', 'リネン 掛け布団カバーセット', 'ชุดปลอกผ้านวมลินิน'],
  'Weighted Throw Blanket': ['重力毯', '加重ブランケット', 'ผ้าห่มถ่วงน้ำหนัก'],
  'Bamboo Sheet Set': ['竹纤维床单套装', '竹繊維 シーツセット', 'ชุดผ้าปูที่นอนเส้นใยไผ่'],
  'Knitted Cushion Cover': ['针织靠垫套', 'ニット クッションカバー', 'ปลอกหมอนอิงไหมพรมถัก'],
  'Waterproof Mattress Protector': [
    '防水床垫保护罩',
    '防水 マットレスプロテクター',
    'ผ้ารองกันเปื้อนที่นอนกันน้ำ',
  ],
  'Buckwheat Hull Pillow': ['荞麦壳枕', 'そばがら まくら', 'หมอนเปลือกบัควีท'],
  'Fleece Sherpa Blanket': ['羊羔绒抓绒毯', 'フリース シェルパブランケット', 'ผ้าห่มฟลีซเชอร์ปา'],
  'Body Pillow with Cover': ['长抱枕，含枕套', '抱き枕 カバー付き', 'หมอนข้างพร้อมปลอก'],
  // Skincare
  'Hydra Boost Hyaluronic Serum': [
    'Hydra Boost 玻尿酸精华',
    'Hydra Boost ヒアルロン酸美容液',
    'เซรั่มไฮยาลูรอนิก Hydra Boost',
  ],
  'Gentle Foaming Cleanser': ['温和泡沫洁面乳', 'やさしい 泡洗顔料', 'โฟมล้างหน้าสูตรอ่อนโยน'],
  'Vitamin C Brightening Serum': [
    '维生素 C 亮肤精华',
    'ビタミンC ブライトニング美容液',
    'เซรั่มวิตามินซีเพื่อผิวกระจ่างใส',
  ],
  'Daily Moisturizer SPF 30': [
    '日常保湿霜 SPF 30',
    'デイリー保湿クリーム SPF30',
    'มอยส์เจอไรเซอร์ประจำวัน SPF 30',
  ],
  'Retinol Night Cream': ['视黄醇晚霜', 'レチノール ナイトクリーム', 'ไนท์ครีมเรตินอล'],
  'Green Tea Toner Mist': ['绿茶爽肤喷雾', '緑茶 化粧水ミスト', 'โทนเนอร์สเปรย์ชาเขียว'],
  'Ceramide Repair Lotion': ['神经酰胺修护乳', 'セラミド リペアローション', 'โลชั่นเซราไมด์ฟื้นบำรุงผิว'],
  'Niacinamide 10% Serum': ['10% 烟酰胺精华', 'ナイアシンアミド10% 美容液', 'เซรั่มไนอาซินาไมด์ 10%'],
  'Micellar Cleansing Water': [
    '胶束卸妆水',
    'ミセラー クレンジングウォーター',
    'ไมเซลลาร์คลีนซิ่งวอเตอร์',
  ],
  'Rosehip Facial Oil': ['玫瑰果面部精油', 'ローズヒップ フェイシャルオイル', 'ออยล์บำรุงผิวหน้าโรสฮิป'],
  'Aloe Soothing Gel': ['芦荟舒缓凝胶', 'アロエ スージングジェル', 'เจลว่านหางจระเข้ปลอบประโลมผิว'],
  'Peptide Eye Cream': ['多肽眼霜', 'ペプチド アイクリーム', 'อายครีมเปปไทด์'],
  // Fragrance
  'Amber Noir Eau de Parfum': [
    'Amber Noir 琥珀浓香水',
    'Amber Noir オードパルファム',
    'น้ำหอม Amber Noir โอ เดอ พาร์ฟูม',
  ],
  'Citrus Bloom Eau de Toilette': [
    'Citrus Bloom 柑橘淡香水',
    'Citrus Bloom オードトワレ',
    'น้ำหอม Citrus Bloom โอ เดอ ทอยเล็ต',
  ],
  'Velvet Rose Eau de Parfum': [
    'Velvet Rose 丝绒玫瑰浓香水',
    'Velvet Rose オードパルファム',
    'น้ำหอม Velvet Rose โอ เดอ พาร์ฟูม',
  ],
  'Ocean Drift Cologne': ['Ocean Drift 海洋古龙水', 'Ocean Drift コロン', 'โคโลญจน์ Ocean Drift'],
  'Vanilla Musk Body Mist': ['香草麝香身体喷雾', 'バニラムスク ボディミスト', 'บอดี้มิสต์วานิลลามัสก์'],
  'Cedar and Sage Eau de Parfum': [
    '雪松鼠尾草浓香水',
    'シダー＆セージ オードパルファム',
    'น้ำหอมซีดาร์และเสจ โอ เดอ พาร์ฟูม',
  ],
  'White Tea Eau de Toilette': [
    '白茶淡香水',
    'ホワイトティー オードトワレ',
    'น้ำหอมชาขาว โอ เดอ ทอยเล็ต',
  ],
  'Oud Royale Extrait': [
    'Oud Royale 乌木香精',
    'Oud Royale エキストレ',
    'น้ำหอม Oud Royale เอ็กซ์เทรต',
  ],
  'Peony Blush Eau de Parfum': [
    'Peony Blush 牡丹浓香水',
    'Peony Blush オードパルファム',
    'น้ำหอม Peony Blush โอ เดอ พาร์ฟูม',
  ],
  'Fresh Linen Room Spray': [
    '清新亚麻室内喷雾',
    'フレッシュリネン ルームスプレー',
    'สเปรย์ปรับอากาศกลิ่นผ้าลินิน',
  ],
  'Neroli Sun Eau de Toilette': [
    'Neroli Sun 橙花淡香水',
    'Neroli Sun オードトワレ',
    'น้ำหอม Neroli Sun โอ เดอ ทอยเล็ต',
  ],
  'Leather Tobacco Eau de Parfum': [
    '皮革烟草浓香水',
    'レザータバコ オードパルファム',
    'น้ำหอมเลเธอร์ยาสูบ โอ เดอ พาร์ฟูม',
  ],
  // Fitness
  'Adjustable Dumbbell Pair': ['可调节哑铃一对', '可変式ダンベル 2個組', 'ดัมเบลปรับน้ำหนักได้ 1 คู่'],
  'Neoprene Hex Dumbbell': ['氯丁橡胶六角哑铃', 'ネオプレン 六角ダンベル', 'ดัมเบลหกเหลี่ยมหุ้มนีโอพรีน'],
  'Cast Iron Kettlebell': ['铸铁壶铃', '鋳鉄 ケトルベル', 'เคตเทิลเบลเหล็กหล่อ'],
  'Resistance Band Set of 5': [
    '弹力带 5 件套',
    'トレーニングチューブ 5本セット',
    'ชุดยางยืดออกกำลังกาย 5 เส้น',
  ],
  'Non-Slip Yoga Mat 6 mm': ['防滑瑜伽垫 6 毫米', '滑り止め ヨガマット 6mm', 'เสื่อโยคะกันลื่น 6 มม.'],
  'Speed Jump Rope': ['竞速跳绳', 'スピード 縄跳び', 'เชือกกระโดดความเร็วสูง'],
  'Foam Roller Deep Tissue': [
    '深层按摩泡沫轴',
    'フォームローラー 筋膜リリース',
    'โฟมโรลเลอร์นวดกล้ามเนื้อ',
  ],
  'Pull-Up Door Bar': ['门框引体向上杆', '懸垂 ドアバー', 'บาร์โหนติดประตู'],
  'Ab Wheel Roller': ['健腹轮', '腹筋ローラー', 'ลูกกลิ้งบริหารหน้าท้อง'],
  'Weighted Vest': ['负重背心', 'ウエイトベスト', 'เสื้อกั๊กถ่วงน้ำหนัก'],
  'Grip Strength Trainer': ['握力器', 'ハンドグリップ 握力トレーナー', 'อุปกรณ์บริหารมือ'],
  'Rubber Bumper Plate': ['橡胶杠铃片', 'ラバー バンパープレート', 'แผ่นน้ำหนักยาง'],
  // Bags
  'Commuter Laptop Backpack 15.6"': [
    '通勤笔记本电脑背包 15.6 英寸',
    '通勤用 ノートPCリュック 15.6インチ',
    'กระเป๋าเป้โน้ตบุ๊กสำหรับเดินทาง 15.6 นิ้ว',
  ],
  'Rolltop Waterproof Backpack': [
    '卷口防水背包',
    'ロールトップ 防水リュック',
    'กระเป๋าเป้กันน้ำแบบม้วนปิด',
  ],
  'Mini Everyday Daypack': ['日常迷你双肩包', 'ミニ デイパック', 'กระเป๋าเป้ใบเล็กใช้ทุกวัน'],
  'Hiking Backpack 40 L': ['徒步背包 40 升', 'ハイキング リュック 40L', 'กระเป๋าเป้เดินป่า 40 ลิตร'],
  'Canvas School Backpack': ['帆布书包', 'キャンバス スクールリュック', 'กระเป๋าเป้นักเรียนผ้าแคนวาส'],
  'Anti-Theft Travel Backpack': [
    '防盗旅行背包',
    '盗難防止 トラベルリュック',
    'กระเป๋าเป้เดินทางกันขโมย',
  ],
  'Kids Cartoon Backpack': ['儿童卡通背包', 'キッズ キャラクターリュック', 'กระเป๋าเป้เด็กลายการ์ตูน'],
  'Leather Business Backpack': ['皮革商务背包', 'レザー ビジネスリュック', 'กระเป๋าเป้หนังสำหรับทำงาน'],
  'Gym Drawstring Bag': ['健身抽绳袋', 'ジム ナップサック', 'ถุงผ้าหูรูดสำหรับยิม'],
  'Cabin Carry-On Backpack': ['登机随身背包', '機内持ち込み リュック', 'กระเป๋าเป้ขึ้นเครื่อง'],
  'Camera Sling Backpack': ['相机斜挎包', 'カメラ スリングバッグ', 'กระเป๋าสะพายกล้อง'],
  'Foldable Packable Backpack': [
    '可折叠便携背包',
    '折りたたみ パッカブルリュック',
    'กระเป๋าเป้พับเก็บได้',
  ],
  // The wholesale market
  'Basic 4G Smartphone, 64GB': [
    '入门 4G 智能手机，64GB',
    'ベーシック 4G スマートフォン 64GB',
    'สมาร์ทโฟน 4G รุ่นพื้นฐาน 64GB',
  ],
  'Budget 5G Smartphone, 128GB': [
    '高性价比 5G 智能手机，128GB',
    'お手頃 5G スマートフォン 128GB',
    'สมาร์ทโฟน 5G ราคาประหยัด 128GB',
  ],
  'Wireless Earbuds with Charging Case': [
    '无线耳机，带充电盒',
    'ワイヤレスイヤホン 充電ケース付き',
    'หูฟังไร้สายพร้อมเคสชาร์จ',
  ],
  'Foldable Bluetooth Headphones': [
    '可折叠蓝牙耳机',
    '折りたたみ Bluetooth ヘッドホン',
    'หูฟังบลูทูธพับได้',
  ],
  'Fitness Smart Band': ['运动智能手环', 'フィットネス スマートバンド', 'สมาร์ทแบนด์ฟิตเนส'],
  'Square Smartwatch with Calls': [
    '方形通话智能手表',
    '通話対応 スクエア型スマートウォッチ',
    'สมาร์ทวอทช์หน้าปัดเหลี่ยมโทรได้',
  ],
  'Basic Cotton T-Shirt': ['基础款纯棉 T 恤', 'ベーシック コットンTシャツ', 'เสื้อยืดผ้าฝ้ายเบสิก'],
  'Casual Summer Dress': ['休闲夏季连衣裙', 'カジュアル サマーワンピース', 'เดรสหน้าร้อนลำลอง'],
  'Breathable Mesh Sneakers': [
    '透气网面运动鞋',
    '通気性メッシュ スニーカー',
    'รองเท้าผ้าใบตาข่ายระบายอากาศ',
  ],
  'Ceramic Mug with Lid': ['带盖陶瓷马克杯', '蓋付き 陶器マグカップ', 'แก้วมัคเซรามิกมีฝาปิด'],
  'LED Night Light Lamp': ['LED 小夜灯', 'LED ナイトライト', 'โคมไฟกลางคืน LED'],
  'Hotel Pillow Insert': ['酒店枕芯', 'ホテル仕様 まくら', 'ไส้หมอนแบบโรงแรม'],
  'Hydrating Face Serum 30 ml': [
    '补水面部精华 30 毫升',
    '保湿 美容液 30ml',
    'เซรั่มบำรุงผิวหน้าเพิ่มความชุ่มชื้น 30 มล.',
  ],
  'Travel Perfume Spray 10 ml': [
    '旅行装香水喷雾 10 毫升',
    'トラベル用 香水スプレー 10ml',
    'สเปรย์น้ำหอมพกพา 10 มล.',
  ],
  'Vinyl Dumbbell 2 kg': ['包胶哑铃 2 公斤', 'ビニール ダンベル 2kg', 'ดัมเบลหุ้มไวนิล 2 กก.'],
  'Water-Resistant Backpack': ['防泼水背包', '撥水 リュック', 'กระเป๋าเป้กันน้ำ'],
};

type SpecGroupText = { name: string; items: string[] };

/** `{ zh-cn: { [field]: text }, ja: ..., th: ... }` from a text per language (none when unknown). */
function perLanguage<F extends string>(
  field: F,
  texts: Translated | undefined,
): Partial<Record<SeedLanguage, Record<F, string>>> {
  if (!texts) return {};
  return Object.fromEntries(
    SEED_LANGUAGES.map((language, index) => [language, { [field]: texts[index] }]),
  ) as Partial<Record<SeedLanguage, Record<F, string>>>;
}

/** A category's `i18n`. */
export function categoryI18n(name: string) {
  return perLanguage('name', CATEGORY_NAMES[name]);
}

/** A banner's `i18n`. */
export function bannerI18n(title: string) {
  return perLanguage('title', BANNER_TITLES[title]);
}

/** A description template filled in. */
function fill(template: string, title: string, shop: string): string {
  return template.replaceAll('{title}', title).replaceAll('{shop}', shop);
}

/**
 * A goods' `i18n`: its title, descriptions from the templates and its spec, in each seeded language
 * (the English title where a title has no translation, so the descriptions still read well).
 */
export function goodsI18n(
  title: string,
  spec: readonly SpecGroupText[],
  description: keyof typeof DESCRIPTIONS,
  options: { readonly shop?: string; readonly content?: boolean } = {},
) {
  const titles = GOODS_TITLES[title];
  return Object.fromEntries(
    SEED_LANGUAGES.map((language, index) => {
      const translated = titles?.[index] ?? title;
      const text = (kind: keyof typeof DESCRIPTIONS) =>
        fill(DESCRIPTIONS[kind][index] ?? '', translated, options.shop ?? '');
      return [
        language,
        {
          ...(titles ? { title: translated } : {}),
          description: text(description),
          ...(options.content ? { content: text('content') } : {}),
          spec: spec.map((group) => ({
            name: SPEC_NAMES[group.name]?.[index] ?? group.name,
            items: group.items.map((item) => SPEC_VALUES[item]?.[index] ?? item),
          })),
        },
      ];
    }),
  );
}
