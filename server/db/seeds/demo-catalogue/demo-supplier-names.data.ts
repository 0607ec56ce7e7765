/**
 * Building blocks of the invented supplier names: made-up roots from syllables that form no real
 * company name, a trade word in the country's language and the country's legal form, e.g.
 * 'Quelorvex Stahlhandel GmbH', 'Tavinmira Metals Ltd', 'Zanelbel Polymères SA'.
 */

export const ROOT_START = ['Vel', 'Dor', 'Quel', 'Zan', 'Mir', 'Tav', 'Bren', 'Kos', 'Lun', 'Far', 'Jas', 'Yor', 'Esk', 'Oph', 'Ral', 'Sev', 'Tir', 'Wen', 'Cav', 'Hel', 'Grav', 'Ner', 'Pax', 'Sil', 'Ulm', 'Vask', 'Brin', 'Corv', 'Del', 'Fenn'] as const;
export const ROOT_MIDDLE = ['a', 'e', 'i', 'o', 'u', 'ar', 'en', 'il', 'or', 'ul', 'an', 'er'] as const;
export const ROOT_END = ['nik', 'rax', 'lon', 'mira', 'tek', 'vard', 'quist', 'zen', 'dris', 'lum', 'sor', 'bel', 'tano', 'vex', 'dal', 'mon', 'tris', 'nova'] as const;

/** Language of the trade words a country's suppliers use. */
export type Language = 'de' | 'fr' | 'it' | 'es' | 'nl' | 'en' | 'us' | 'sv' | 'pl' | 'cs';

/** [ISO country, weight, language, legal forms] */
export const COUNTRIES: readonly (readonly [country: string, weight: number, language: Language, legalForms: readonly string[]])[] = [
  ['DE', 16, 'de', ['GmbH', 'AG', 'GmbH & Co. KG']], ['AT', 3, 'de', ['GmbH', 'AG']], ['CH', 3, 'de', ['AG', 'GmbH']],
  ['FR', 8, 'fr', ['SAS', 'SA', 'SARL']], ['BE', 2, 'fr', ['SA', 'SRL']], ['IT', 8, 'it', ['S.p.A.', 'S.r.l.']],
  ['ES', 5, 'es', ['S.A.', 'S.L.']], ['PT', 2, 'es', ['Lda.', 'S.A.']], ['NL', 4, 'nl', ['B.V.', 'N.V.']],
  ['GB', 8, 'en', ['Ltd', 'plc']], ['IE', 1, 'en', ['Ltd']], ['SE', 3, 'sv', ['AB']], ['NO', 1, 'sv', ['AS']], ['DK', 2, 'sv', ['A/S', 'ApS']],
  ['FI', 2, 'sv', ['Oy']], ['PL', 4, 'pl', ['Sp. z o.o.', 'S.A.']], ['CZ', 3, 'cs', ['s.r.o.', 'a.s.']], ['SK', 1, 'cs', ['s.r.o.']],
  ['US', 12, 'us', ['Inc.', 'LLC', 'Corp.']], ['CA', 3, 'en', ['Ltd.', 'Inc.']], ['MX', 1, 'es', ['S.A. de C.V.']], ['BR', 2, 'es', ['Ltda.']],
  ['JP', 5, 'en', ['Co., Ltd.', 'K.K.']], ['KR', 2, 'en', ['Co., Ltd.']], ['CN', 6, 'en', ['Co., Ltd.']], ['IN', 3, 'en', ['Pvt. Ltd.', 'Ltd.']],
  ['TR', 2, 'en', ['A.Ş.']], ['AU', 2, 'en', ['Pty Ltd']], ['ZA', 1, 'en', ['(Pty) Ltd']],
];

/** Trade words of metal suppliers per specialty and language. */
export type MetalTrade = 'steel' | 'stainless' | 'metals' | 'tube' | 'tool' | 'foundry' | 'forge' | 'mill' | 'aluminium' | 'copper' | 'special' | 'fasteners' | 'wire';

export const METAL_WORDS: Record<MetalTrade, Record<Language, readonly string[]>> = {
  steel: { de: ['Stahlhandel', 'Stahlservice', 'Stahl'], fr: ['Aciers', 'Acier Service'], it: ['Acciai', 'Siderurgica'], es: ['Aceros', 'Hierros y Aceros'], nl: ['Staalhandel', 'Staal'], en: ['Steel', 'Steel Stockholders'], us: ['Steel Supply', 'Steel'], sv: ['Stål', 'Stålhandel'], pl: ['Stal', 'Stal Serwis'], cs: ['Ocel', 'Hutní materiál'] },
  stainless: { de: ['Edelstahl', 'Edelstahlservice'], fr: ['Inox', 'Aciers Inoxydables'], it: ['Inox', 'Acciai Inossidabili'], es: ['Inoxidables', 'Inox'], nl: ['RVS', 'RVS Service'], en: ['Stainless', 'Stainless Steels'], us: ['Stainless', 'Stainless Supply'], sv: ['Rostfritt', 'Rostfritt Stål'], pl: ['Stal Nierdzewna', 'Inox'], cs: ['Nerez', 'Nerezové oceli'] },
  metals: { de: ['Metallhandel', 'Metalle'], fr: ['Métaux', 'Distribution Métaux'], it: ['Metalli', 'Commercio Metalli'], es: ['Metales', 'Distribuciones Metálicas'], nl: ['Metaalhandel', 'Metalen'], en: ['Metals', 'Metal Supplies'], us: ['Metals', 'Metal Service Center'], sv: ['Metall', 'Metallhandel'], pl: ['Metale', 'Hurtownia Metali'], cs: ['Kovy', 'Kovy a slitiny'] },
  tube: { de: ['Rohrhandel', 'Röhren'], fr: ['Tubes', 'Tubes et Raccords'], it: ['Tubi', 'Tubi e Raccordi'], es: ['Tubos', 'Tubos y Accesorios'], nl: ['Buizen', 'Buis'], en: ['Tube', 'Pipe & Fittings'], us: ['Pipe & Tube', 'Tubular'], sv: ['Rör', 'Rörhandel'], pl: ['Rury', 'Rury i Kształtki'], cs: ['Trubky', 'Trubky a potrubí'] },
  tool: { de: ['Werkzeugstahl', 'Edelbaustahl'], fr: ['Aciers à Outils', 'Outillage Acier'], it: ['Acciai Speciali', 'Acciai per Utensili'], es: ['Aceros Especiales', 'Aceros para Herramientas'], nl: ['Gereedschapsstaal'], en: ['Tool Steels', 'Special Steels'], us: ['Tool Steel', 'Specialty Steel'], sv: ['Verktygsstål', 'Specialstål'], pl: ['Stale Narzędziowe'], cs: ['Nástrojové oceli'] },
  foundry: { de: ['Gießerei', 'Eisengießerei'], fr: ['Fonderie', 'Fonderies'], it: ['Fonderia', 'Fonderie'], es: ['Fundición', 'Fundiciones'], nl: ['Gieterij'], en: ['Foundry', 'Castings'], us: ['Foundry', 'Castings'], sv: ['Gjuteri'], pl: ['Odlewnia'], cs: ['Slévárna'] },
  forge: { de: ['Schmiede', 'Schmiedetechnik'], fr: ['Forges', 'Forge'], it: ['Forgiatura', 'Fucine'], es: ['Forjas', 'Forja'], nl: ['Smederij'], en: ['Forge', 'Forgings'], us: ['Forge', 'Forging'], sv: ['Smide', 'Smidesverk'], pl: ['Kuźnia'], cs: ['Kovárna'] },
  mill: { de: ['Walzwerk', 'Hüttenwerk'], fr: ['Laminoirs', 'Aciéries'], it: ['Laminatoio', 'Acciaieria'], es: ['Laminaciones', 'Acería'], nl: ['Walserij'], en: ['Steelworks', 'Rolling Mills'], us: ['Steel Mill', 'Rolling Mills'], sv: ['Valsverk', 'Bruk'], pl: ['Huta', 'Walcownia'], cs: ['Válcovna', 'Železárny'] },
  aluminium: { de: ['Aluminium', 'Aluminiumhandel'], fr: ['Aluminium', 'Alu Distribution'], it: ['Alluminio', 'Profilati Alluminio'], es: ['Aluminios', 'Perfiles de Aluminio'], nl: ['Aluminium'], en: ['Aluminium', 'Aluminium Stockholders'], us: ['Aluminum', 'Aluminum Supply'], sv: ['Aluminium'], pl: ['Aluminium', 'Profile Aluminiowe'], cs: ['Hliník'] },
  copper: { de: ['Buntmetall', 'Messing und Kupfer'], fr: ['Cuivre et Laiton', 'Métaux Non Ferreux'], it: ['Ottoni', 'Rame e Ottone'], es: ['Cobre y Latón', 'Bronces'], nl: ['Koper en Messing'], en: ['Copper & Brass', 'Non-Ferrous'], us: ['Copper & Brass', 'Brass Supply'], sv: ['Mässing', 'Koppar'], pl: ['Metale Kolorowe', 'Mosiądz'], cs: ['Barevné kovy'] },
  special: { de: ['Sonderwerkstoffe', 'Hochleistungswerkstoffe'], fr: ['Alliages Spéciaux'], it: ['Leghe Speciali'], es: ['Aleaciones Especiales'], nl: ['Speciale Legeringen'], en: ['Special Alloys', 'High Performance Alloys'], us: ['Specialty Alloys', 'Alloy Supply'], sv: ['Speciallegeringar'], pl: ['Stopy Specjalne'], cs: ['Speciální slitiny'] },
  fasteners: { de: ['Schraubenwerk', 'Verbindungstechnik'], fr: ['Visserie', 'Boulonnerie'], it: ['Viteria', 'Bulloneria'], es: ['Tornillería'], nl: ['Bevestigingstechniek'], en: ['Fasteners', 'Bolts & Nuts'], us: ['Fastener', 'Bolt Works'], sv: ['Skruvfabrik'], pl: ['Śruby'], cs: ['Šrouby'] },
  wire: { de: ['Drahtwerk', 'Draht'], fr: ['Tréfilerie', 'Fils Métalliques'], it: ['Trafileria', 'Filo'], es: ['Trefilería', 'Alambres'], nl: ['Draadtrekkerij'], en: ['Wire', 'Wire Products'], us: ['Wire', 'Wire Products'], sv: ['Tråddrageri'], pl: ['Ciągarnia'], cs: ['Drátovna'] },
};

/** Trade words of material suppliers per specialty and language. */
export type MaterialTrade = 'plastics' | 'rubber' | 'ceramics' | 'glass' | 'composites' | 'timber' | 'building' | 'carbon' | 'insulation' | 'fibres';

export const MATERIAL_WORDS: Record<MaterialTrade, Record<Language, readonly string[]>> = {
  plastics: { de: ['Kunststoffe', 'Kunststoffhandel'], fr: ['Polymères', 'Plastiques'], it: ['Polimeri', 'Materie Plastiche'], es: ['Plásticos', 'Polímeros'], nl: ['Kunststoffen'], en: ['Plastics', 'Polymers'], us: ['Plastics', 'Polymer Distribution'], sv: ['Plast'], pl: ['Tworzywa'], cs: ['Plasty'] },
  rubber: { de: ['Dichtungstechnik', 'Gummiwerk'], fr: ['Caoutchouc', 'Joints Techniques'], it: ['Gomma', 'Guarnizioni'], es: ['Cauchos', 'Juntas'], nl: ['Rubber'], en: ['Rubber', 'Seals'], us: ['Rubber Products', 'Seals'], sv: ['Gummi'], pl: ['Guma'], cs: ['Pryž'] },
  ceramics: { de: ['Keramik', 'Technische Keramik'], fr: ['Céramiques'], it: ['Ceramiche Tecniche'], es: ['Cerámicas'], nl: ['Keramiek'], en: ['Ceramics', 'Advanced Ceramics'], us: ['Ceramics', 'Technical Ceramics'], sv: ['Keramik'], pl: ['Ceramika'], cs: ['Keramika'] },
  glass: { de: ['Glaswerk', 'Glas'], fr: ['Verrerie', 'Verres Techniques'], it: ['Vetreria', 'Vetri'], es: ['Vidrios', 'Cristalería'], nl: ['Glas'], en: ['Glass', 'Glassworks'], us: ['Glass', 'Glass Products'], sv: ['Glasbruk'], pl: ['Huta Szkła'], cs: ['Sklárna'] },
  composites: { de: ['Faserverbund', 'Composites'], fr: ['Composites'], it: ['Compositi'], es: ['Composites'], nl: ['Composieten'], en: ['Composites', 'Advanced Composites'], us: ['Composites', 'Composite Materials'], sv: ['Komposit'], pl: ['Kompozyty'], cs: ['Kompozity'] },
  timber: { de: ['Holzhandel', 'Holzwerk'], fr: ['Bois', 'Scierie'], it: ['Legnami'], es: ['Maderas'], nl: ['Houthandel'], en: ['Timber', 'Timber Merchants'], us: ['Lumber', 'Hardwoods'], sv: ['Trä', 'Sågverk'], pl: ['Tartak', 'Drewno'], cs: ['Dřevo', 'Pila'] },
  building: { de: ['Betonwerk', 'Baustoffe'], fr: ['Béton', 'Matériaux'], it: ['Calcestruzzi', 'Edilizia'], es: ['Hormigones', 'Materiales de Construcción'], nl: ['Betonmortel', 'Bouwstoffen'], en: ['Concrete', 'Building Materials'], us: ['Ready Mix', 'Concrete Products'], sv: ['Betong'], pl: ['Beton', 'Materiały Budowlane'], cs: ['Betonárna', 'Stavebniny'] },
  carbon: { de: ['Graphit', 'Kohlenstofftechnik'], fr: ['Graphite', 'Carbone'], it: ['Grafite'], es: ['Grafitos'], nl: ['Grafiet'], en: ['Graphite', 'Carbon Products'], us: ['Graphite', 'Carbon'], sv: ['Grafit'], pl: ['Grafit'], cs: ['Grafit'] },
  insulation: { de: ['Dämmstoffe', 'Isoliertechnik'], fr: ['Isolation'], it: ['Isolanti'], es: ['Aislamientos'], nl: ['Isolatie'], en: ['Insulation'], us: ['Insulation Supply'], sv: ['Isolering'], pl: ['Izolacje'], cs: ['Izolace'] },
  fibres: { de: ['Fasertechnik', 'Technische Textilien'], fr: ['Fibres Techniques', 'Textiles Techniques'], it: ['Fibre Tecniche'], es: ['Fibras Técnicas'], nl: ['Vezels'], en: ['Technical Fibres', 'Technical Textiles'], us: ['Fibers', 'Technical Textiles'], sv: ['Fiber'], pl: ['Włókna Techniczne'], cs: ['Technická vlákna'] },
};

/** Fragments of real metal, materials and chemicals company names that an invented root must not contain. */
export const REAL_COMPANY_FRAGMENTS = /thyssen|kl[oö]ckner|arcelor|outokumpu|acerinox|aperam|salzgitter|voest|tata|nucor|posco|nippon|sandvik|jindal|ryerson|reliance|alcoa|novelis|constellium|aurubis|wieland|basf|covestro|dupont|sabic|lanxess|evonik|solvay|victrex|ensinger|trelleborg|kyocera|corning|schott|hexcel|toray|lucefin|ugitech|hydro|kaiser|olin|mueller|elkem|vallourec|tenaris|timken|carpenter|haynes|allegheny|vdm|nimonic|inconel|hastelloy/i;
