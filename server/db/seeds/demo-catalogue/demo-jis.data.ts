/** An English phrase and its Japanese counterpart (JIS titles carry both). */
export type JaPhrase = readonly [en: string, ja: string];

/** A JIS division (the letter of 'JIS B 0001') with its vocabulary. */
export type JisDivision = {
  letter: string;
  /** The demo domain whose ICS codes and keywords apply. */
  domain: string;
  committee: string;
  /** Four-digit numbers are drawn from these ranges. */
  ranges: readonly (readonly [number, number])[];
  subjects: readonly JaPhrase[];
  /** Optional second title elements ('Rolling bearings -- Tolerances'). */
  aspects: readonly JaPhrase[];
};

export const JIS_DIVISIONS: readonly JisDivision[] = [
  {
    letter: 'A',
    domain: 'building',
    committee: 'Architectural Institute of Japan',
    ranges: [[1101, 1199], [1401, 1499], [4701, 4799], [5201, 5599], [6901, 6999], [9501, 9599]],
    subjects: [
      ['Thermal insulation materials for buildings', '建築用断熱材'],
      ['Ready-mixed concrete', 'レディーミクストコンクリート'],
      ['Method of test for compressive strength of concrete', 'コンクリートの圧縮強度試験方法'],
      ['Windows', '窓'],
      ['Gypsum boards', 'せっこうボード製品'],
      ['Sound insulation of buildings', '建築物の遮音性能'],
      ['Aggregates for concrete', 'コンクリート用骨材'],
      ['Wood-based panels for building', '建築用木質パネル'],
    ],
    aspects: [
      ['Test methods', '試験方法'],
      ['Performance requirements', '性能基準'],
      ['Classification', '分類'],
      ['Method of measurement', '測定方法'],
    ],
  },
  {
    letter: 'B',
    domain: 'tolerancing',
    committee: 'Japan Society of Mechanical Engineers',
    ranges: [[1, 99], [401, 499], [601, 699], [1101, 1199], [1501, 1599], [6301, 6399], [8401, 8499]],
    subjects: [
      ['Technical drawings', '製図'],
      ['Rolling bearings', '転がり軸受'],
      ['Screw threads', 'ねじ'],
      ['Gears', '歯車'],
      ['Machine tools', '工作機械'],
      ['Robots and robotic devices', 'ロボット及びロボティックデバイス'],
      ['Hexagon head bolts', '六角ボルト'],
      ['Geometrical product specifications (GPS)', '製品の幾何特性仕様（ＧＰＳ）'],
      ['Hydraulic fluid power', '油圧'],
      ['Safety of machinery', '機械類の安全性'],
    ],
    aspects: [
      ['General principles of presentation', '図形の表し方の原則'],
      ['Tolerances', '公差'],
      ['Boundary dimensions', '主要寸法'],
      ['Vocabulary', '用語'],
      ['Test code', '試験方法通則'],
      ['Safety requirements', '安全要求事項'],
      ['Dimensions', '寸法'],
      ['Surface texture', '表面性状'],
    ],
  },
  {
    letter: 'C',
    domain: 'electronic-components',
    committee: "Japan Electrical Manufacturers' Association",
    ranges: [[601, 699], [1001, 1099], [3101, 3699], [4201, 4299], [8201, 8299], [8700, 8799], [9335, 9335]],
    subjects: [
      ['Graphical symbols for diagrams', '電気用図記号'],
      ['Low-voltage switchgear and controlgear', '低圧開閉装置及び制御装置'],
      ['Environmental testing', '環境試験方法－電気・電子－'],
      ['Household and similar electrical appliances', '家庭用及びこれに類する電気機器'],
      ['Lithium ion secondary cells and batteries', 'リチウムイオン二次電池'],
      ['Photovoltaic modules', '太陽電池モジュール'],
      ['Plugs and socket-outlets for household and similar purposes', '家庭用及びこれに類する用途のプラグ及びコンセント'],
      ['Power cables', '電力ケーブル'],
    ],
    aspects: [
      ['General requirements', '通則'],
      ['Test methods', '試験方法'],
      ['Particular requirements', '個別要求事項'],
      ['Safety', '安全性'],
    ],
  },
  {
    letter: 'D',
    domain: 'road-vehicles',
    committee: 'Japan Automobile Standards Internationalization Center',
    ranges: [[1, 99], [1001, 1099], [5001, 5599]],
    subjects: [
      ['Automobiles', '自動車'],
      ['Motorcycles', '二輪自動車'],
      ['Road vehicles', '自動車'],
      ['Automotive parts', '自動車部品'],
    ],
    aspects: [
      ['Test method for braking performance', 'ブレーキ性能試験方法'],
      ['Vocabulary', '用語'],
      ['Lighting and light-signalling devices', '灯火器'],
      ['Measurement method of fuel consumption', '燃料消費率試験方法'],
      ['Electrical disturbances', '電気的妨害'],
    ],
  },
  {
    letter: 'E',
    domain: 'railway',
    committee: 'Railway Technical Research Institute',
    ranges: [[1001, 1199], [3001, 3099], [4001, 4099], [5001, 5099]],
    subjects: [
      ['Railway rolling stock', '鉄道車両'],
      ['Rails', 'レール'],
      ['Railway signalling', '鉄道信号保安'],
      ['Overhead contact lines', '電車線路'],
    ],
    aspects: [
      ['General rules for testing', '試験通則'],
      ['Vocabulary', '用語'],
      ['Electric equipment', '電気品'],
      ['Fire protection', '防火'],
    ],
  },
  {
    letter: 'G',
    domain: 'metals',
    committee: 'The Japan Iron and Steel Federation',
    ranges: [[301, 399], [1201, 1299], [3101, 3199], [3401, 3499], [4051, 4099], [4303, 4399]],
    subjects: [
      ['Rolled steels for general structure', '一般構造用圧延鋼材'],
      ['Stainless steel plates, sheets and strip', 'ステンレス鋼板及び鋼帯'],
      ['Carbon steel pipes for pressure service', '圧力配管用炭素鋼鋼管'],
      ['Steel bars for concrete reinforcement', '鉄筋コンクリート用棒鋼'],
      ['Carbon steels for machine structural use', '機械構造用炭素鋼鋼材'],
      ['Iron and steel', '鉄及び鋼'],
      ['Hot-rolled steel plates, sheets and strip', '熱間圧延鋼板及び鋼帯'],
    ],
    aspects: [
      ['Methods for chemical analysis', '分析方法'],
      ['Dimensions, mass and permissible variations', '形状，寸法，質量及びその許容差'],
      ['Sampling', 'サンプリング'],
    ],
  },
  {
    letter: 'H',
    domain: 'metals',
    committee: 'Japan Aluminium Association',
    ranges: [[2101, 2199], [3100, 3399], [4000, 4199], [4600, 4699], [5301, 5399]],
    subjects: [
      ['Aluminium and aluminium alloy sheets, strips and plates', 'アルミニウム及びアルミニウム合金の板及び条'],
      ['Copper and copper alloy sheets, plates and strips', '銅及び銅合金の板及び条'],
      ['Titanium and titanium alloys', 'チタン及びチタン合金'],
      ['Zinc alloy die castings', '亜鉛合金ダイカスト'],
      ['Aluminium alloy die castings', 'アルミニウム合金ダイカスト'],
    ],
    aspects: [
      ['Method of chemical analysis', '化学分析方法'],
      ['Dimensions', '寸法'],
      ['Bars', '棒'],
    ],
  },
  {
    letter: 'K',
    domain: 'plastics',
    committee: 'Japan Plastics Industry Federation',
    ranges: [[101, 199], [5600, 5699], [6200, 6299], [6900, 6999], [7100, 7199], [8001, 8099]],
    subjects: [
      ['Plastics', 'プラスチック'],
      ['Rubber, vulcanized or thermoplastic', '加硫ゴム及び熱可塑性ゴム'],
      ['Testing methods for industrial wastewater', '工場排水試験方法'],
      ['Reagents', '試薬'],
      ['Testing methods for paints', '塗料一般試験方法'],
    ],
    aspects: [
      ['Determination of tensile properties', '引張特性の求め方'],
      ['Determination of hardness', '硬さの求め方'],
      ['Sampling', 'サンプリング'],
      ['Determination of resistance to liquid chemicals', '液体薬品への浸せき効果を求める試験方法'],
    ],
  },
  {
    letter: 'T',
    domain: 'medical',
    committee: 'Japan Federation of Medical Devices Associations',
    ranges: [[601, 699], [1001, 1099], [3201, 3299], [7401, 7499]],
    subjects: [
      ['Medical electrical equipment', '医用電気機器'],
      ['Sterilization of health care products', 'ヘルスケア製品の滅菌'],
      ['Biological evaluation of medical devices', '医療機器の生物学的評価'],
      ['Sterile hypodermic needles for single use', '単回使用滅菌済み注射針'],
    ],
    aspects: [
      ['General requirements for basic safety and essential performance', '基礎安全及び基本性能に関する一般要求事項'],
      ['Requirements', '要求事項'],
      ['Test methods', '試験方法'],
    ],
  },
  {
    letter: 'X',
    domain: 'software',
    committee: 'Information Technology Standards Commission of Japan',
    ranges: [[1, 99], [3001, 3099], [4051, 4099], [5070, 5099], [8341, 8341], [25010, 25099]],
    subjects: [
      ['Information technology', '情報技術'],
      ['Japanese graphic character set for information interchange', '情報交換用漢字符号'],
      ['Programming languages', 'プログラム言語'],
      ['Systems and software engineering', 'システム及びソフトウェア技術'],
      ['Guidelines for older persons and persons with disabilities', '高齢者・障害者等配慮設計指針'],
    ],
    aspects: [
      ['Security techniques', 'セキュリティ技術'],
      ['Vocabulary', '用語'],
      ['Web content', 'ウェブコンテンツ'],
      ['Quality model', '品質モデル'],
    ],
  },
  {
    letter: 'Z',
    domain: 'metrology',
    committee: 'Japanese Standards Association',
    ranges: [[8101, 8199], [8201, 8299], [8501, 8599], [8701, 8799], [9101, 9199], [3001, 3099]],
    subjects: [
      ['Quantities and units', '量及び単位'],
      ['Glossary of terms used in welding', '溶接用語'],
      ['Safety colours', '安全色'],
      ['Graphical symbols for public information', '案内用図記号'],
      ['Packaging', '包装'],
      ['Colour specification', '色の表示方法'],
      ['Methods of illuminance measurement', '照度測定方法'],
      ['Statistics', '統計'],
    ],
    aspects: [
      ['General rules', '通則'],
      ['Vocabulary', '用語'],
      ['Test methods', '試験方法'],
    ],
  },
];

/** Generic JIS part titles for multi-part standards. */
export const JIS_PARTS: readonly JaPhrase[] = [
  ['General rules', '通則'],
  ['Vocabulary', '用語'],
  ['Test methods', '試験方法'],
  ['Particular requirements', '個別要求事項'],
  ['Dimensions and tolerances', '寸法及び公差'],
  ['Marking', '表示'],
];
