// Expected values recorded from ActiveSupport 6.1 on identifiers sampled (srand 777) from the installed Rails sources;
// each case names the Ruby expression it mirrors.
import XCTest

@testable import RunnerLanguage

final class InflectorCorpusTests: BuiltinsTestCase {
    func testIdentifiersFromRailsSources() throws {
        try check("\"foobar\".pluralize", .str("foobar"), "pluralize", [], kw: nil, block: nil,
                  "\"foobars\"", after: "\"foobar\"")
        try check("\"mess\".pluralize", .str("mess"), "pluralize", [], kw: nil, block: nil,
                  "\"messes\"", after: "\"mess\"")
        try check("\"datetime\".pluralize", .str("datetime"), "pluralize", [], kw: nil, block: nil,
                  "\"datetimes\"", after: "\"datetime\"")
        try check("\"port\".pluralize", .str("port"), "pluralize", [], kw: nil, block: nil,
                  "\"ports\"", after: "\"port\"")
        try check("\"occurrence\".pluralize", .str("occurrence"), "pluralize", [], kw: nil, block: nil,
                  "\"occurrences\"", after: "\"occurrence\"")
        try check("\"completely\".pluralize", .str("completely"), "pluralize", [], kw: nil, block: nil,
                  "\"completelies\"", after: "\"completely\"")
        try check("\"delimited\".pluralize", .str("delimited"), "pluralize", [], kw: nil, block: nil,
                  "\"delimiteds\"", after: "\"delimited\"")
        try check("\"order\".pluralize", .str("order"), "pluralize", [], kw: nil, block: nil,
                  "\"orders\"", after: "\"order\"")
        try check("\"invocation\".pluralize", .str("invocation"), "pluralize", [], kw: nil, block: nil,
                  "\"invocations\"", after: "\"invocation\"")
        try check("\"floor\".pluralize", .str("floor"), "pluralize", [], kw: nil, block: nil,
                  "\"floors\"", after: "\"floor\"")
        try check("\"expose\".pluralize", .str("expose"), "pluralize", [], kw: nil, block: nil,
                  "\"exposes\"", after: "\"expose\"")
        try check("\"terabytes\".pluralize", .str("terabytes"), "pluralize", [], kw: nil, block: nil,
                  "\"terabytes\"", after: "\"terabytes\"")
        try check("\"sweep\".pluralize", .str("sweep"), "pluralize", [], kw: nil, block: nil,
                  "\"sweeps\"", after: "\"sweep\"")
        try check("\"nano\".pluralize", .str("nano"), "pluralize", [], kw: nil, block: nil,
                  "\"nanos\"", after: "\"nano\"")
        try check("\"issuecomment\".pluralize", .str("issuecomment"), "pluralize", [], kw: nil, block: nil,
                  "\"issuecomments\"", after: "\"issuecomment\"")
        try check("\"controls\".pluralize", .str("controls"), "pluralize", [], kw: nil, block: nil,
                  "\"controls\"", after: "\"controls\"")
        try check("\"srest\".pluralize", .str("srest"), "pluralize", [], kw: nil, block: nil,
                  "\"srests\"", after: "\"srest\"")
        try check("\"ves\".pluralize", .str("ves"), "pluralize", [], kw: nil, block: nil,
                  "\"ves\"", after: "\"ves\"")
        try check("\"mailman\".pluralize", .str("mailman"), "pluralize", [], kw: nil, block: nil,
                  "\"mailmen\"", after: "\"mailman\"")
        try check("\"mostly\".pluralize", .str("mostly"), "pluralize", [], kw: nil, block: nil,
                  "\"mostlies\"", after: "\"mostly\"")
        try check("\"collision\".pluralize", .str("collision"), "pluralize", [], kw: nil, block: nil,
                  "\"collisions\"", after: "\"collision\"")
        try check("\"occurs\".pluralize", .str("occurs"), "pluralize", [], kw: nil, block: nil,
                  "\"occurs\"", after: "\"occurs\"")
        try check("\"hobbies\".pluralize", .str("hobbies"), "pluralize", [], kw: nil, block: nil,
                  "\"hobbies\"", after: "\"hobbies\"")
        try check("\"iterate\".pluralize", .str("iterate"), "pluralize", [], kw: nil, block: nil,
                  "\"iterates\"", after: "\"iterate\"")
        try check("\"how\".pluralize", .str("how"), "pluralize", [], kw: nil, block: nil,
                  "\"hows\"", after: "\"how\"")
        try check("\"limited\".pluralize", .str("limited"), "pluralize", [], kw: nil, block: nil,
                  "\"limiteds\"", after: "\"limited\"")
        try check("\"thursday\".pluralize", .str("thursday"), "pluralize", [], kw: nil, block: nil,
                  "\"thursdays\"", after: "\"thursday\"")
        try check("\"wasn\".pluralize", .str("wasn"), "pluralize", [], kw: nil, block: nil,
                  "\"wasns\"", after: "\"wasn\"")
        try check("\"emerge\".pluralize", .str("emerge"), "pluralize", [], kw: nil, block: nil,
                  "\"emerges\"", after: "\"emerge\"")
        try check("\"improving\".pluralize", .str("improving"), "pluralize", [], kw: nil, block: nil,
                  "\"improvings\"", after: "\"improving\"")
        try check("\"modulus\".pluralize", .str("modulus"), "pluralize", [], kw: nil, block: nil,
                  "\"modulus\"", after: "\"modulus\"")
        try check("\"mind\".pluralize", .str("mind"), "pluralize", [], kw: nil, block: nil,
                  "\"minds\"", after: "\"mind\"")
        try check("\"gap\".pluralize", .str("gap"), "pluralize", [], kw: nil, block: nil,
                  "\"gaps\"", after: "\"gap\"")
        try check("\"occur\".pluralize", .str("occur"), "pluralize", [], kw: nil, block: nil,
                  "\"occurs\"", after: "\"occur\"")
        try check("\"attempting\".pluralize", .str("attempting"), "pluralize", [], kw: nil, block: nil,
                  "\"attemptings\"", after: "\"attempting\"")
        try check("\"gzipped\".pluralize", .str("gzipped"), "pluralize", [], kw: nil, block: nil,
                  "\"gzippeds\"", after: "\"gzipped\"")
        try check("\"point\".pluralize", .str("point"), "pluralize", [], kw: nil, block: nil,
                  "\"points\"", after: "\"point\"")
        try check("\"assuming\".pluralize", .str("assuming"), "pluralize", [], kw: nil, block: nil,
                  "\"assumings\"", after: "\"assuming\"")
        try check("\"jsonified\".pluralize", .str("jsonified"), "pluralize", [], kw: nil, block: nil,
                  "\"jsonifieds\"", after: "\"jsonified\"")
        try check("\"positional\".pluralize", .str("positional"), "pluralize", [], kw: nil, block: nil,
                  "\"positionals\"", after: "\"positional\"")
        try check("\"target\".pluralize", .str("target"), "pluralize", [], kw: nil, block: nil,
                  "\"targets\"", after: "\"target\"")
        try check("\"expression\".pluralize", .str("expression"), "pluralize", [], kw: nil, block: nil,
                  "\"expressions\"", after: "\"expression\"")
        try check("\"existing\".pluralize", .str("existing"), "pluralize", [], kw: nil, block: nil,
                  "\"existings\"", after: "\"existing\"")
        try check("\"finalized\".pluralize", .str("finalized"), "pluralize", [], kw: nil, block: nil,
                  "\"finalizeds\"", after: "\"finalized\"")
        try check("\"revision\".pluralize", .str("revision"), "pluralize", [], kw: nil, block: nil,
                  "\"revisions\"", after: "\"revision\"")
        try check("\"differ\".pluralize", .str("differ"), "pluralize", [], kw: nil, block: nil,
                  "\"differs\"", after: "\"differ\"")
        try check("\"avoid\".pluralize", .str("avoid"), "pluralize", [], kw: nil, block: nil,
                  "\"avoids\"", after: "\"avoid\"")
        try check("\"providing\".pluralize", .str("providing"), "pluralize", [], kw: nil, block: nil,
                  "\"providings\"", after: "\"providing\"")
        try check("\"four\".pluralize", .str("four"), "pluralize", [], kw: nil, block: nil,
                  "\"fours\"", after: "\"four\"")
        try check("\"undasherize\".pluralize", .str("undasherize"), "pluralize", [], kw: nil, block: nil,
                  "\"undasherizes\"", after: "\"undasherize\"")
        try check("\"demand\".pluralize", .str("demand"), "pluralize", [], kw: nil, block: nil,
                  "\"demands\"", after: "\"demand\"")
        try check("\"comparison\".pluralize", .str("comparison"), "pluralize", [], kw: nil, block: nil,
                  "\"comparisons\"", after: "\"comparison\"")
        try check("\"units\".pluralize", .str("units"), "pluralize", [], kw: nil, block: nil,
                  "\"units\"", after: "\"units\"")
        try check("\"actioncable\".pluralize", .str("actioncable"), "pluralize", [], kw: nil, block: nil,
                  "\"actioncables\"", after: "\"actioncable\"")
        try check("\"pack\".pluralize", .str("pack"), "pluralize", [], kw: nil, block: nil,
                  "\"packs\"", after: "\"pack\"")
        try check("\"via\".pluralize", .str("via"), "pluralize", [], kw: nil, block: nil,
                  "\"via\"", after: "\"via\"")
        try check("\"update\".pluralize", .str("update"), "pluralize", [], kw: nil, block: nil,
                  "\"updates\"", after: "\"update\"")
        try check("\"yesterday\".pluralize", .str("yesterday"), "pluralize", [], kw: nil, block: nil,
                  "\"yesterdays\"", after: "\"yesterday\"")
        try check("\"executable\".pluralize", .str("executable"), "pluralize", [], kw: nil, block: nil,
                  "\"executables\"", after: "\"executable\"")
        try check("\"search\".pluralize", .str("search"), "pluralize", [], kw: nil, block: nil,
                  "\"searches\"", after: "\"search\"")
        try check("\"dirname\".pluralize", .str("dirname"), "pluralize", [], kw: nil, block: nil,
                  "\"dirnames\"", after: "\"dirname\"")
        try check("\"scheduler\".pluralize", .str("scheduler"), "pluralize", [], kw: nil, block: nil,
                  "\"schedulers\"", after: "\"scheduler\"")
        try check("\"definitions\".pluralize", .str("definitions"), "pluralize", [], kw: nil, block: nil,
                  "\"definitions\"", after: "\"definitions\"")
        try check("\"driven\".pluralize", .str("driven"), "pluralize", [], kw: nil, block: nil,
                  "\"drivens\"", after: "\"driven\"")
        try check("\"cases\".pluralize", .str("cases"), "pluralize", [], kw: nil, block: nil,
                  "\"cases\"", after: "\"cases\"")
        try check("\"segments\".pluralize", .str("segments"), "pluralize", [], kw: nil, block: nil,
                  "\"segments\"", after: "\"segments\"")
        try check("\"performing\".pluralize", .str("performing"), "pluralize", [], kw: nil, block: nil,
                  "\"performings\"", after: "\"performing\"")
        try check("\"height\".pluralize", .str("height"), "pluralize", [], kw: nil, block: nil,
                  "\"heights\"", after: "\"height\"")
        try check("\"subcommand\".pluralize", .str("subcommand"), "pluralize", [], kw: nil, block: nil,
                  "\"subcommands\"", after: "\"subcommand\"")
        try check("\"immediates\".pluralize", .str("immediates"), "pluralize", [], kw: nil, block: nil,
                  "\"immediates\"", after: "\"immediates\"")
        try check("\"collections\".pluralize", .str("collections"), "pluralize", [], kw: nil, block: nil,
                  "\"collections\"", after: "\"collections\"")
        try check("\"incorrect\".pluralize", .str("incorrect"), "pluralize", [], kw: nil, block: nil,
                  "\"incorrects\"", after: "\"incorrect\"")
        try check("\"reference\".pluralize", .str("reference"), "pluralize", [], kw: nil, block: nil,
                  "\"references\"", after: "\"reference\"")
        try check("\"offsets\".pluralize", .str("offsets"), "pluralize", [], kw: nil, block: nil,
                  "\"offsets\"", after: "\"offsets\"")
        try check("\"didn\".pluralize", .str("didn"), "pluralize", [], kw: nil, block: nil,
                  "\"didns\"", after: "\"didn\"")
        try check("\"sri\".pluralize", .str("sri"), "pluralize", [], kw: nil, block: nil,
                  "\"sris\"", after: "\"sri\"")
        try check("\"native\".pluralize", .str("native"), "pluralize", [], kw: nil, block: nil,
                  "\"natives\"", after: "\"native\"")
        try check("\"ljust\".pluralize", .str("ljust"), "pluralize", [], kw: nil, block: nil,
                  "\"ljusts\"", after: "\"ljust\"")
        try check("\"monitor\".pluralize", .str("monitor"), "pluralize", [], kw: nil, block: nil,
                  "\"monitors\"", after: "\"monitor\"")
        try check("\"usec\".pluralize", .str("usec"), "pluralize", [], kw: nil, block: nil,
                  "\"usecs\"", after: "\"usec\"")
        try check("\"centimeter\".pluralize", .str("centimeter"), "pluralize", [], kw: nil, block: nil,
                  "\"centimeters\"", after: "\"centimeter\"")
        try check("\"natural\".pluralize", .str("natural"), "pluralize", [], kw: nil, block: nil,
                  "\"naturals\"", after: "\"natural\"")
        try check("\"transition\".pluralize", .str("transition"), "pluralize", [], kw: nil, block: nil,
                  "\"transitions\"", after: "\"transition\"")
        try check("\"reqs\".pluralize", .str("reqs"), "pluralize", [], kw: nil, block: nil,
                  "\"reqs\"", after: "\"reqs\"")
        try check("\"diagnose\".pluralize", .str("diagnose"), "pluralize", [], kw: nil, block: nil,
                  "\"diagnoses\"", after: "\"diagnose\"")
        try check("\"needn\".pluralize", .str("needn"), "pluralize", [], kw: nil, block: nil,
                  "\"needns\"", after: "\"needn\"")
        try check("\"produces\".pluralize", .str("produces"), "pluralize", [], kw: nil, block: nil,
                  "\"produces\"", after: "\"produces\"")
        try check("\"blue\".pluralize", .str("blue"), "pluralize", [], kw: nil, block: nil,
                  "\"blues\"", after: "\"blue\"")
        try check("\"locales\".pluralize", .str("locales"), "pluralize", [], kw: nil, block: nil,
                  "\"locales\"", after: "\"locales\"")
        try check("\"incineration\".pluralize", .str("incineration"), "pluralize", [], kw: nil, block: nil,
                  "\"incinerations\"", after: "\"incineration\"")
        try check("\"nicer\".pluralize", .str("nicer"), "pluralize", [], kw: nil, block: nil,
                  "\"nicers\"", after: "\"nicer\"")
        try check("\"seconds\".pluralize", .str("seconds"), "pluralize", [], kw: nil, block: nil,
                  "\"seconds\"", after: "\"seconds\"")
        try check("\"members\".pluralize", .str("members"), "pluralize", [], kw: nil, block: nil,
                  "\"members\"", after: "\"members\"")
        try check("\"knew\".pluralize", .str("knew"), "pluralize", [], kw: nil, block: nil,
                  "\"knews\"", after: "\"knew\"")
        try check("\"alphabetic\".pluralize", .str("alphabetic"), "pluralize", [], kw: nil, block: nil,
                  "\"alphabetics\"", after: "\"alphabetic\"")
        try check("\"desirable\".pluralize", .str("desirable"), "pluralize", [], kw: nil, block: nil,
                  "\"desirables\"", after: "\"desirable\"")
        try check("\"gigabyte\".pluralize", .str("gigabyte"), "pluralize", [], kw: nil, block: nil,
                  "\"gigabytes\"", after: "\"gigabyte\"")
        try check("\"sequentially\".pluralize", .str("sequentially"), "pluralize", [], kw: nil, block: nil,
                  "\"sequentiallies\"", after: "\"sequentially\"")
        try check("\"explicitly\".pluralize", .str("explicitly"), "pluralize", [], kw: nil, block: nil,
                  "\"explicitlies\"", after: "\"explicitly\"")
        try check("\"hold\".pluralize", .str("hold"), "pluralize", [], kw: nil, block: nil,
                  "\"holds\"", after: "\"hold\"")
        try check("\"detach\".pluralize", .str("detach"), "pluralize", [], kw: nil, block: nil,
                  "\"detaches\"", after: "\"detach\"")
        try check("\"unfiltered\".pluralize", .str("unfiltered"), "pluralize", [], kw: nil, block: nil,
                  "\"unfiltereds\"", after: "\"unfiltered\"")
        try check("\"woo\".pluralize", .str("woo"), "pluralize", [], kw: nil, block: nil,
                  "\"woos\"", after: "\"woo\"")
        try check("\"man\".pluralize", .str("man"), "pluralize", [], kw: nil, block: nil,
                  "\"men\"", after: "\"man\"")
        try check("\"instances\".pluralize", .str("instances"), "pluralize", [], kw: nil, block: nil,
                  "\"instances\"", after: "\"instances\"")
        try check("\"tradeoff\".pluralize", .str("tradeoff"), "pluralize", [], kw: nil, block: nil,
                  "\"tradeoffs\"", after: "\"tradeoff\"")
        try check("\"speaker\".pluralize", .str("speaker"), "pluralize", [], kw: nil, block: nil,
                  "\"speakers\"", after: "\"speaker\"")
        try check("\"list\".pluralize", .str("list"), "pluralize", [], kw: nil, block: nil,
                  "\"lists\"", after: "\"list\"")
        try check("\"indentation\".pluralize", .str("indentation"), "pluralize", [], kw: nil, block: nil,
                  "\"indentations\"", after: "\"indentation\"")
        try check("\"redo\".pluralize", .str("redo"), "pluralize", [], kw: nil, block: nil,
                  "\"redos\"", after: "\"redo\"")
        try check("\"purge\".pluralize", .str("purge"), "pluralize", [], kw: nil, block: nil,
                  "\"purges\"", after: "\"purge\"")
        try check("\"bounds\".pluralize", .str("bounds"), "pluralize", [], kw: nil, block: nil,
                  "\"bounds\"", after: "\"bounds\"")
        try check("\"primarily\".pluralize", .str("primarily"), "pluralize", [], kw: nil, block: nil,
                  "\"primarilies\"", after: "\"primarily\"")
        try check("\"consequently\".pluralize", .str("consequently"), "pluralize", [], kw: nil, block: nil,
                  "\"consequentlies\"", after: "\"consequently\"")
        try check("\"sufficient\".pluralize", .str("sufficient"), "pluralize", [], kw: nil, block: nil,
                  "\"sufficients\"", after: "\"sufficient\"")
        try check("\"reporting\".pluralize", .str("reporting"), "pluralize", [], kw: nil, block: nil,
                  "\"reportings\"", after: "\"reporting\"")
        try check("\"slice\".pluralize", .str("slice"), "pluralize", [], kw: nil, block: nil,
                  "\"slices\"", after: "\"slice\"")
        try check("\"goodbye\".pluralize", .str("goodbye"), "pluralize", [], kw: nil, block: nil,
                  "\"goodbyes\"", after: "\"goodbye\"")
        try check("\"recording\".pluralize", .str("recording"), "pluralize", [], kw: nil, block: nil,
                  "\"recordings\"", after: "\"recording\"")
        try check("\"blockees\".pluralize", .str("blockees"), "pluralize", [], kw: nil, block: nil,
                  "\"blockees\"", after: "\"blockees\"")
        try check("\"few\".pluralize", .str("few"), "pluralize", [], kw: nil, block: nil,
                  "\"fews\"", after: "\"few\"")
        try check("\"required\".pluralize", .str("required"), "pluralize", [], kw: nil, block: nil,
                  "\"requireds\"", after: "\"required\"")
        try check("\"shim\".pluralize", .str("shim"), "pluralize", [], kw: nil, block: nil,
                  "\"shims\"", after: "\"shim\"")
        try check("\"exercising\".pluralize", .str("exercising"), "pluralize", [], kw: nil, block: nil,
                  "\"exercisings\"", after: "\"exercising\"")
        try check("\"switches\".pluralize", .str("switches"), "pluralize", [], kw: nil, block: nil,
                  "\"switches\"", after: "\"switches\"")
        try check("\"truncating\".pluralize", .str("truncating"), "pluralize", [], kw: nil, block: nil,
                  "\"truncatings\"", after: "\"truncating\"")
        try check("\"reduce\".pluralize", .str("reduce"), "pluralize", [], kw: nil, block: nil,
                  "\"reduces\"", after: "\"reduce\"")
        try check("\"environment\".pluralize", .str("environment"), "pluralize", [], kw: nil, block: nil,
                  "\"environments\"", after: "\"environment\"")
        try check("\"manual\".pluralize", .str("manual"), "pluralize", [], kw: nil, block: nil,
                  "\"manuals\"", after: "\"manual\"")
        try check("\"semantically\".pluralize", .str("semantically"), "pluralize", [], kw: nil, block: nil,
                  "\"semanticallies\"", after: "\"semantically\"")
        try check("\"eof\".pluralize", .str("eof"), "pluralize", [], kw: nil, block: nil,
                  "\"eofs\"", after: "\"eof\"")
        try check("\"sequences\".pluralize", .str("sequences"), "pluralize", [], kw: nil, block: nil,
                  "\"sequences\"", after: "\"sequences\"")
        try check("\"part\".pluralize", .str("part"), "pluralize", [], kw: nil, block: nil,
                  "\"parts\"", after: "\"part\"")
        try check("\"represented\".pluralize", .str("represented"), "pluralize", [], kw: nil, block: nil,
                  "\"representeds\"", after: "\"represented\"")
        try check("\"rare\".pluralize", .str("rare"), "pluralize", [], kw: nil, block: nil,
                  "\"rares\"", after: "\"rare\"")
        try check("\"fortnight\".pluralize", .str("fortnight"), "pluralize", [], kw: nil, block: nil,
                  "\"fortnights\"", after: "\"fortnight\"")
        try check("\"ceil\".pluralize", .str("ceil"), "pluralize", [], kw: nil, block: nil,
                  "\"ceils\"", after: "\"ceil\"")
        try check("\"logged\".pluralize", .str("logged"), "pluralize", [], kw: nil, block: nil,
                  "\"loggeds\"", after: "\"logged\"")
        try check("\"filter\".pluralize", .str("filter"), "pluralize", [], kw: nil, block: nil,
                  "\"filters\"", after: "\"filter\"")
        try check("\"else\".pluralize", .str("else"), "pluralize", [], kw: nil, block: nil,
                  "\"elses\"", after: "\"else\"")
        try check("\"output\".pluralize", .str("output"), "pluralize", [], kw: nil, block: nil,
                  "\"outputs\"", after: "\"output\"")
        try check("\"stacks\".pluralize", .str("stacks"), "pluralize", [], kw: nil, block: nil,
                  "\"stacks\"", after: "\"stacks\"")
        try check("\"which\".pluralize", .str("which"), "pluralize", [], kw: nil, block: nil,
                  "\"whiches\"", after: "\"which\"")
        try check("\"called\".pluralize", .str("called"), "pluralize", [], kw: nil, block: nil,
                  "\"calleds\"", after: "\"called\"")
        try check("\"inline\".pluralize", .str("inline"), "pluralize", [], kw: nil, block: nil,
                  "\"inlines\"", after: "\"inline\"")
        try check("\"desc\".pluralize", .str("desc"), "pluralize", [], kw: nil, block: nil,
                  "\"descs\"", after: "\"desc\"")
        try check("\"mozilla\".pluralize", .str("mozilla"), "pluralize", [], kw: nil, block: nil,
                  "\"mozillas\"", after: "\"mozilla\"")
        try check("\"dig\".pluralize", .str("dig"), "pluralize", [], kw: nil, block: nil,
                  "\"digs\"", after: "\"dig\"")
        try check("\"recall\".pluralize", .str("recall"), "pluralize", [], kw: nil, block: nil,
                  "\"recalls\"", after: "\"recall\"")
        try check("\"interpreted\".pluralize", .str("interpreted"), "pluralize", [], kw: nil, block: nil,
                  "\"interpreteds\"", after: "\"interpreted\"")
        try check("\"foobars\".singularize", .str("foobars"), "singularize", [], kw: nil, block: nil,
                  "\"foobar\"", after: "\"foobars\"")
        try check("\"messes\".singularize", .str("messes"), "singularize", [], kw: nil, block: nil,
                  "\"mess\"", after: "\"messes\"")
        try check("\"datetimes\".singularize", .str("datetimes"), "singularize", [], kw: nil, block: nil,
                  "\"datetime\"", after: "\"datetimes\"")
        try check("\"ports\".singularize", .str("ports"), "singularize", [], kw: nil, block: nil,
                  "\"port\"", after: "\"ports\"")
        try check("\"occurrences\".singularize", .str("occurrences"), "singularize", [], kw: nil, block: nil,
                  "\"occurrence\"", after: "\"occurrences\"")
        try check("\"completelies\".singularize", .str("completelies"), "singularize", [], kw: nil, block: nil,
                  "\"completely\"", after: "\"completelies\"")
        try check("\"delimiteds\".singularize", .str("delimiteds"), "singularize", [], kw: nil, block: nil,
                  "\"delimited\"", after: "\"delimiteds\"")
        try check("\"orders\".singularize", .str("orders"), "singularize", [], kw: nil, block: nil,
                  "\"order\"", after: "\"orders\"")
        try check("\"invocations\".singularize", .str("invocations"), "singularize", [], kw: nil, block: nil,
                  "\"invocation\"", after: "\"invocations\"")
        try check("\"floors\".singularize", .str("floors"), "singularize", [], kw: nil, block: nil,
                  "\"floor\"", after: "\"floors\"")
        try check("\"exposes\".singularize", .str("exposes"), "singularize", [], kw: nil, block: nil,
                  "\"expose\"", after: "\"exposes\"")
        try check("\"terabytes\".singularize", .str("terabytes"), "singularize", [], kw: nil, block: nil,
                  "\"terabyte\"", after: "\"terabytes\"")
        try check("\"sweeps\".singularize", .str("sweeps"), "singularize", [], kw: nil, block: nil,
                  "\"sweep\"", after: "\"sweeps\"")
        try check("\"nanos\".singularize", .str("nanos"), "singularize", [], kw: nil, block: nil,
                  "\"nano\"", after: "\"nanos\"")
        try check("\"issuecomments\".singularize", .str("issuecomments"), "singularize", [], kw: nil, block: nil,
                  "\"issuecomment\"", after: "\"issuecomments\"")
        try check("\"controls\".singularize", .str("controls"), "singularize", [], kw: nil, block: nil,
                  "\"control\"", after: "\"controls\"")
        try check("\"srests\".singularize", .str("srests"), "singularize", [], kw: nil, block: nil,
                  "\"srest\"", after: "\"srests\"")
        try check("\"ves\".singularize", .str("ves"), "singularize", [], kw: nil, block: nil,
                  "\"ve\"", after: "\"ves\"")
        try check("\"mailmen\".singularize", .str("mailmen"), "singularize", [], kw: nil, block: nil,
                  "\"mailman\"", after: "\"mailmen\"")
        try check("\"mostlies\".singularize", .str("mostlies"), "singularize", [], kw: nil, block: nil,
                  "\"mostly\"", after: "\"mostlies\"")
        try check("\"collisions\".singularize", .str("collisions"), "singularize", [], kw: nil, block: nil,
                  "\"collision\"", after: "\"collisions\"")
        try check("\"occurs\".singularize", .str("occurs"), "singularize", [], kw: nil, block: nil,
                  "\"occur\"", after: "\"occurs\"")
        try check("\"hobbies\".singularize", .str("hobbies"), "singularize", [], kw: nil, block: nil,
                  "\"hobby\"", after: "\"hobbies\"")
        try check("\"iterates\".singularize", .str("iterates"), "singularize", [], kw: nil, block: nil,
                  "\"iterate\"", after: "\"iterates\"")
        try check("\"hows\".singularize", .str("hows"), "singularize", [], kw: nil, block: nil,
                  "\"how\"", after: "\"hows\"")
        try check("\"limiteds\".singularize", .str("limiteds"), "singularize", [], kw: nil, block: nil,
                  "\"limited\"", after: "\"limiteds\"")
        try check("\"thursdays\".singularize", .str("thursdays"), "singularize", [], kw: nil, block: nil,
                  "\"thursday\"", after: "\"thursdays\"")
        try check("\"wasns\".singularize", .str("wasns"), "singularize", [], kw: nil, block: nil,
                  "\"wasn\"", after: "\"wasns\"")
        try check("\"emerges\".singularize", .str("emerges"), "singularize", [], kw: nil, block: nil,
                  "\"emerge\"", after: "\"emerges\"")
        try check("\"improvings\".singularize", .str("improvings"), "singularize", [], kw: nil, block: nil,
                  "\"improving\"", after: "\"improvings\"")
        try check("\"modulus\".singularize", .str("modulus"), "singularize", [], kw: nil, block: nil,
                  "\"modulu\"", after: "\"modulus\"")
        try check("\"minds\".singularize", .str("minds"), "singularize", [], kw: nil, block: nil,
                  "\"mind\"", after: "\"minds\"")
        try check("\"gaps\".singularize", .str("gaps"), "singularize", [], kw: nil, block: nil,
                  "\"gap\"", after: "\"gaps\"")
        try check("\"occurs\".singularize", .str("occurs"), "singularize", [], kw: nil, block: nil,
                  "\"occur\"", after: "\"occurs\"")
        try check("\"attemptings\".singularize", .str("attemptings"), "singularize", [], kw: nil, block: nil,
                  "\"attempting\"", after: "\"attemptings\"")
        try check("\"gzippeds\".singularize", .str("gzippeds"), "singularize", [], kw: nil, block: nil,
                  "\"gzipped\"", after: "\"gzippeds\"")
        try check("\"points\".singularize", .str("points"), "singularize", [], kw: nil, block: nil,
                  "\"point\"", after: "\"points\"")
        try check("\"assumings\".singularize", .str("assumings"), "singularize", [], kw: nil, block: nil,
                  "\"assuming\"", after: "\"assumings\"")
        try check("\"jsonifieds\".singularize", .str("jsonifieds"), "singularize", [], kw: nil, block: nil,
                  "\"jsonified\"", after: "\"jsonifieds\"")
        try check("\"positionals\".singularize", .str("positionals"), "singularize", [], kw: nil, block: nil,
                  "\"positional\"", after: "\"positionals\"")
        try check("\"targets\".singularize", .str("targets"), "singularize", [], kw: nil, block: nil,
                  "\"target\"", after: "\"targets\"")
        try check("\"expressions\".singularize", .str("expressions"), "singularize", [], kw: nil, block: nil,
                  "\"expression\"", after: "\"expressions\"")
        try check("\"existings\".singularize", .str("existings"), "singularize", [], kw: nil, block: nil,
                  "\"existing\"", after: "\"existings\"")
        try check("\"finalizeds\".singularize", .str("finalizeds"), "singularize", [], kw: nil, block: nil,
                  "\"finalized\"", after: "\"finalizeds\"")
        try check("\"revisions\".singularize", .str("revisions"), "singularize", [], kw: nil, block: nil,
                  "\"revision\"", after: "\"revisions\"")
        try check("\"differs\".singularize", .str("differs"), "singularize", [], kw: nil, block: nil,
                  "\"differ\"", after: "\"differs\"")
        try check("\"avoids\".singularize", .str("avoids"), "singularize", [], kw: nil, block: nil,
                  "\"avoid\"", after: "\"avoids\"")
        try check("\"providings\".singularize", .str("providings"), "singularize", [], kw: nil, block: nil,
                  "\"providing\"", after: "\"providings\"")
        try check("\"fours\".singularize", .str("fours"), "singularize", [], kw: nil, block: nil,
                  "\"four\"", after: "\"fours\"")
        try check("\"undasherizes\".singularize", .str("undasherizes"), "singularize", [], kw: nil, block: nil,
                  "\"undasherize\"", after: "\"undasherizes\"")
        try check("\"demands\".singularize", .str("demands"), "singularize", [], kw: nil, block: nil,
                  "\"demand\"", after: "\"demands\"")
        try check("\"comparisons\".singularize", .str("comparisons"), "singularize", [], kw: nil, block: nil,
                  "\"comparison\"", after: "\"comparisons\"")
        try check("\"units\".singularize", .str("units"), "singularize", [], kw: nil, block: nil,
                  "\"unit\"", after: "\"units\"")
        try check("\"actioncables\".singularize", .str("actioncables"), "singularize", [], kw: nil, block: nil,
                  "\"actioncable\"", after: "\"actioncables\"")
        try check("\"packs\".singularize", .str("packs"), "singularize", [], kw: nil, block: nil,
                  "\"pack\"", after: "\"packs\"")
        try check("\"via\".singularize", .str("via"), "singularize", [], kw: nil, block: nil,
                  "\"vium\"", after: "\"via\"")
        try check("\"updates\".singularize", .str("updates"), "singularize", [], kw: nil, block: nil,
                  "\"update\"", after: "\"updates\"")
        try check("\"yesterdays\".singularize", .str("yesterdays"), "singularize", [], kw: nil, block: nil,
                  "\"yesterday\"", after: "\"yesterdays\"")
        try check("\"executables\".singularize", .str("executables"), "singularize", [], kw: nil, block: nil,
                  "\"executable\"", after: "\"executables\"")
        try check("\"searches\".singularize", .str("searches"), "singularize", [], kw: nil, block: nil,
                  "\"search\"", after: "\"searches\"")
        try check("\"dirnames\".singularize", .str("dirnames"), "singularize", [], kw: nil, block: nil,
                  "\"dirname\"", after: "\"dirnames\"")
        try check("\"schedulers\".singularize", .str("schedulers"), "singularize", [], kw: nil, block: nil,
                  "\"scheduler\"", after: "\"schedulers\"")
        try check("\"definitions\".singularize", .str("definitions"), "singularize", [], kw: nil, block: nil,
                  "\"definition\"", after: "\"definitions\"")
        try check("\"drivens\".singularize", .str("drivens"), "singularize", [], kw: nil, block: nil,
                  "\"driven\"", after: "\"drivens\"")
        try check("\"cases\".singularize", .str("cases"), "singularize", [], kw: nil, block: nil,
                  "\"case\"", after: "\"cases\"")
        try check("\"segments\".singularize", .str("segments"), "singularize", [], kw: nil, block: nil,
                  "\"segment\"", after: "\"segments\"")
        try check("\"performings\".singularize", .str("performings"), "singularize", [], kw: nil, block: nil,
                  "\"performing\"", after: "\"performings\"")
        try check("\"heights\".singularize", .str("heights"), "singularize", [], kw: nil, block: nil,
                  "\"height\"", after: "\"heights\"")
        try check("\"subcommands\".singularize", .str("subcommands"), "singularize", [], kw: nil, block: nil,
                  "\"subcommand\"", after: "\"subcommands\"")
        try check("\"immediates\".singularize", .str("immediates"), "singularize", [], kw: nil, block: nil,
                  "\"immediate\"", after: "\"immediates\"")
        try check("\"collections\".singularize", .str("collections"), "singularize", [], kw: nil, block: nil,
                  "\"collection\"", after: "\"collections\"")
        try check("\"incorrects\".singularize", .str("incorrects"), "singularize", [], kw: nil, block: nil,
                  "\"incorrect\"", after: "\"incorrects\"")
        try check("\"references\".singularize", .str("references"), "singularize", [], kw: nil, block: nil,
                  "\"reference\"", after: "\"references\"")
        try check("\"offsets\".singularize", .str("offsets"), "singularize", [], kw: nil, block: nil,
                  "\"offset\"", after: "\"offsets\"")
        try check("\"didns\".singularize", .str("didns"), "singularize", [], kw: nil, block: nil,
                  "\"didn\"", after: "\"didns\"")
        try check("\"sris\".singularize", .str("sris"), "singularize", [], kw: nil, block: nil,
                  "\"sri\"", after: "\"sris\"")
        try check("\"natives\".singularize", .str("natives"), "singularize", [], kw: nil, block: nil,
                  "\"native\"", after: "\"natives\"")
        try check("\"ljusts\".singularize", .str("ljusts"), "singularize", [], kw: nil, block: nil,
                  "\"ljust\"", after: "\"ljusts\"")
        try check("\"monitors\".singularize", .str("monitors"), "singularize", [], kw: nil, block: nil,
                  "\"monitor\"", after: "\"monitors\"")
        try check("\"usecs\".singularize", .str("usecs"), "singularize", [], kw: nil, block: nil,
                  "\"usec\"", after: "\"usecs\"")
        try check("\"centimeters\".singularize", .str("centimeters"), "singularize", [], kw: nil, block: nil,
                  "\"centimeter\"", after: "\"centimeters\"")
        try check("\"naturals\".singularize", .str("naturals"), "singularize", [], kw: nil, block: nil,
                  "\"natural\"", after: "\"naturals\"")
        try check("\"transitions\".singularize", .str("transitions"), "singularize", [], kw: nil, block: nil,
                  "\"transition\"", after: "\"transitions\"")
        try check("\"reqs\".singularize", .str("reqs"), "singularize", [], kw: nil, block: nil,
                  "\"req\"", after: "\"reqs\"")
        try check("\"diagnoses\".singularize", .str("diagnoses"), "singularize", [], kw: nil, block: nil,
                  "\"diagnosis\"", after: "\"diagnoses\"")
        try check("\"needns\".singularize", .str("needns"), "singularize", [], kw: nil, block: nil,
                  "\"needn\"", after: "\"needns\"")
        try check("\"produces\".singularize", .str("produces"), "singularize", [], kw: nil, block: nil,
                  "\"produce\"", after: "\"produces\"")
        try check("\"blues\".singularize", .str("blues"), "singularize", [], kw: nil, block: nil,
                  "\"blue\"", after: "\"blues\"")
        try check("\"locales\".singularize", .str("locales"), "singularize", [], kw: nil, block: nil,
                  "\"locale\"", after: "\"locales\"")
        try check("\"incinerations\".singularize", .str("incinerations"), "singularize", [], kw: nil, block: nil,
                  "\"incineration\"", after: "\"incinerations\"")
        try check("\"nicers\".singularize", .str("nicers"), "singularize", [], kw: nil, block: nil,
                  "\"nicer\"", after: "\"nicers\"")
        try check("\"seconds\".singularize", .str("seconds"), "singularize", [], kw: nil, block: nil,
                  "\"second\"", after: "\"seconds\"")
        try check("\"members\".singularize", .str("members"), "singularize", [], kw: nil, block: nil,
                  "\"member\"", after: "\"members\"")
        try check("\"knews\".singularize", .str("knews"), "singularize", [], kw: nil, block: nil,
                  "\"knews\"", after: "\"knews\"")
        try check("\"alphabetics\".singularize", .str("alphabetics"), "singularize", [], kw: nil, block: nil,
                  "\"alphabetic\"", after: "\"alphabetics\"")
        try check("\"desirables\".singularize", .str("desirables"), "singularize", [], kw: nil, block: nil,
                  "\"desirable\"", after: "\"desirables\"")
        try check("\"gigabytes\".singularize", .str("gigabytes"), "singularize", [], kw: nil, block: nil,
                  "\"gigabyte\"", after: "\"gigabytes\"")
        try check("\"sequentiallies\".singularize", .str("sequentiallies"), "singularize", [], kw: nil, block: nil,
                  "\"sequentially\"", after: "\"sequentiallies\"")
        try check("\"explicitlies\".singularize", .str("explicitlies"), "singularize", [], kw: nil, block: nil,
                  "\"explicitly\"", after: "\"explicitlies\"")
        try check("\"holds\".singularize", .str("holds"), "singularize", [], kw: nil, block: nil,
                  "\"hold\"", after: "\"holds\"")
        try check("\"detaches\".singularize", .str("detaches"), "singularize", [], kw: nil, block: nil,
                  "\"detach\"", after: "\"detaches\"")
        try check("\"unfiltereds\".singularize", .str("unfiltereds"), "singularize", [], kw: nil, block: nil,
                  "\"unfiltered\"", after: "\"unfiltereds\"")
        try check("\"woos\".singularize", .str("woos"), "singularize", [], kw: nil, block: nil,
                  "\"woo\"", after: "\"woos\"")
        try check("\"men\".singularize", .str("men"), "singularize", [], kw: nil, block: nil,
                  "\"man\"", after: "\"men\"")
        try check("\"instances\".singularize", .str("instances"), "singularize", [], kw: nil, block: nil,
                  "\"instance\"", after: "\"instances\"")
        try check("\"tradeoffs\".singularize", .str("tradeoffs"), "singularize", [], kw: nil, block: nil,
                  "\"tradeoff\"", after: "\"tradeoffs\"")
        try check("\"speakers\".singularize", .str("speakers"), "singularize", [], kw: nil, block: nil,
                  "\"speaker\"", after: "\"speakers\"")
        try check("\"lists\".singularize", .str("lists"), "singularize", [], kw: nil, block: nil,
                  "\"list\"", after: "\"lists\"")
        try check("\"indentations\".singularize", .str("indentations"), "singularize", [], kw: nil, block: nil,
                  "\"indentation\"", after: "\"indentations\"")
        try check("\"redos\".singularize", .str("redos"), "singularize", [], kw: nil, block: nil,
                  "\"redo\"", after: "\"redos\"")
        try check("\"purges\".singularize", .str("purges"), "singularize", [], kw: nil, block: nil,
                  "\"purge\"", after: "\"purges\"")
        try check("\"bounds\".singularize", .str("bounds"), "singularize", [], kw: nil, block: nil,
                  "\"bound\"", after: "\"bounds\"")
        try check("\"primarilies\".singularize", .str("primarilies"), "singularize", [], kw: nil, block: nil,
                  "\"primarily\"", after: "\"primarilies\"")
        try check("\"consequentlies\".singularize", .str("consequentlies"), "singularize", [], kw: nil, block: nil,
                  "\"consequently\"", after: "\"consequentlies\"")
        try check("\"sufficients\".singularize", .str("sufficients"), "singularize", [], kw: nil, block: nil,
                  "\"sufficient\"", after: "\"sufficients\"")
        try check("\"reportings\".singularize", .str("reportings"), "singularize", [], kw: nil, block: nil,
                  "\"reporting\"", after: "\"reportings\"")
        try check("\"slices\".singularize", .str("slices"), "singularize", [], kw: nil, block: nil,
                  "\"slice\"", after: "\"slices\"")
        try check("\"goodbyes\".singularize", .str("goodbyes"), "singularize", [], kw: nil, block: nil,
                  "\"goodbye\"", after: "\"goodbyes\"")
        try check("\"recordings\".singularize", .str("recordings"), "singularize", [], kw: nil, block: nil,
                  "\"recording\"", after: "\"recordings\"")
        try check("\"blockees\".singularize", .str("blockees"), "singularize", [], kw: nil, block: nil,
                  "\"blockee\"", after: "\"blockees\"")
        try check("\"fews\".singularize", .str("fews"), "singularize", [], kw: nil, block: nil,
                  "\"few\"", after: "\"fews\"")
        try check("\"requireds\".singularize", .str("requireds"), "singularize", [], kw: nil, block: nil,
                  "\"required\"", after: "\"requireds\"")
        try check("\"shims\".singularize", .str("shims"), "singularize", [], kw: nil, block: nil,
                  "\"shim\"", after: "\"shims\"")
        try check("\"exercisings\".singularize", .str("exercisings"), "singularize", [], kw: nil, block: nil,
                  "\"exercising\"", after: "\"exercisings\"")
        try check("\"switches\".singularize", .str("switches"), "singularize", [], kw: nil, block: nil,
                  "\"switch\"", after: "\"switches\"")
        try check("\"truncatings\".singularize", .str("truncatings"), "singularize", [], kw: nil, block: nil,
                  "\"truncating\"", after: "\"truncatings\"")
        try check("\"reduces\".singularize", .str("reduces"), "singularize", [], kw: nil, block: nil,
                  "\"reduce\"", after: "\"reduces\"")
        try check("\"environments\".singularize", .str("environments"), "singularize", [], kw: nil, block: nil,
                  "\"environment\"", after: "\"environments\"")
        try check("\"manuals\".singularize", .str("manuals"), "singularize", [], kw: nil, block: nil,
                  "\"manual\"", after: "\"manuals\"")
        try check("\"semanticallies\".singularize", .str("semanticallies"), "singularize", [], kw: nil, block: nil,
                  "\"semantically\"", after: "\"semanticallies\"")
        try check("\"eofs\".singularize", .str("eofs"), "singularize", [], kw: nil, block: nil,
                  "\"eof\"", after: "\"eofs\"")
        try check("\"sequences\".singularize", .str("sequences"), "singularize", [], kw: nil, block: nil,
                  "\"sequence\"", after: "\"sequences\"")
        try check("\"parts\".singularize", .str("parts"), "singularize", [], kw: nil, block: nil,
                  "\"part\"", after: "\"parts\"")
        try check("\"representeds\".singularize", .str("representeds"), "singularize", [], kw: nil, block: nil,
                  "\"represented\"", after: "\"representeds\"")
        try check("\"rares\".singularize", .str("rares"), "singularize", [], kw: nil, block: nil,
                  "\"rare\"", after: "\"rares\"")
        try check("\"fortnights\".singularize", .str("fortnights"), "singularize", [], kw: nil, block: nil,
                  "\"fortnight\"", after: "\"fortnights\"")
        try check("\"ceils\".singularize", .str("ceils"), "singularize", [], kw: nil, block: nil,
                  "\"ceil\"", after: "\"ceils\"")
        try check("\"loggeds\".singularize", .str("loggeds"), "singularize", [], kw: nil, block: nil,
                  "\"logged\"", after: "\"loggeds\"")
        try check("\"filters\".singularize", .str("filters"), "singularize", [], kw: nil, block: nil,
                  "\"filter\"", after: "\"filters\"")
        try check("\"elses\".singularize", .str("elses"), "singularize", [], kw: nil, block: nil,
                  "\"else\"", after: "\"elses\"")
        try check("\"outputs\".singularize", .str("outputs"), "singularize", [], kw: nil, block: nil,
                  "\"output\"", after: "\"outputs\"")
        try check("\"stacks\".singularize", .str("stacks"), "singularize", [], kw: nil, block: nil,
                  "\"stack\"", after: "\"stacks\"")
        try check("\"whiches\".singularize", .str("whiches"), "singularize", [], kw: nil, block: nil,
                  "\"which\"", after: "\"whiches\"")
        try check("\"calleds\".singularize", .str("calleds"), "singularize", [], kw: nil, block: nil,
                  "\"called\"", after: "\"calleds\"")
        try check("\"inlines\".singularize", .str("inlines"), "singularize", [], kw: nil, block: nil,
                  "\"inline\"", after: "\"inlines\"")
        try check("\"descs\".singularize", .str("descs"), "singularize", [], kw: nil, block: nil,
                  "\"desc\"", after: "\"descs\"")
        try check("\"mozillas\".singularize", .str("mozillas"), "singularize", [], kw: nil, block: nil,
                  "\"mozilla\"", after: "\"mozillas\"")
        try check("\"digs\".singularize", .str("digs"), "singularize", [], kw: nil, block: nil,
                  "\"dig\"", after: "\"digs\"")
        try check("\"recalls\".singularize", .str("recalls"), "singularize", [], kw: nil, block: nil,
                  "\"recall\"", after: "\"recalls\"")
        try check("\"interpreteds\".singularize", .str("interpreteds"), "singularize", [], kw: nil, block: nil,
                  "\"interpreted\"", after: "\"interpreteds\"")
        try check("\"raw_state\".camelize", .str("raw_state"), "camelize", [], kw: nil, block: nil,
                  "\"RawState\"", after: "\"raw_state\"")
        try check("\"use_puma?\".tableize", .str("use_puma?"), "tableize", [], kw: nil, block: nil,
                  "\"use_puma?s\"", after: "\"use_puma?\"")
        try check("\"write_entry\".titleize", .str("write_entry"), "titleize", [], kw: nil, block: nil,
                  "\"Write Entry\"", after: "\"write_entry\"")
        try check("\"rack_key_for\".classify", .str("rack_key_for"), "classify", [], kw: nil, block: nil,
                  "\"RackKeyFor\"", after: "\"rack_key_for\"")
        try check("\"merge_path_scope\".classify", .str("merge_path_scope"), "classify", [], kw: nil, block: nil,
                  "\"MergePathScope\"", after: "\"merge_path_scope\"")
        try check("\"test_basic_query_logging\".humanize", .str("test_basic_query_logging"), "humanize", [], kw: nil, block: nil,
                  "\"Test basic query logging\"", after: "\"test_basic_query_logging\"")
        try check("\"add_gem_filter\".dasherize", .str("add_gem_filter"), "dasherize", [], kw: nil, block: nil,
                  "\"add-gem-filter\"", after: "\"add_gem_filter\"")
        try check("\"end_of_quarter\".camelize", .str("end_of_quarter"), "camelize", [], kw: nil, block: nil,
                  "\"EndOfQuarter\"", after: "\"end_of_quarter\"")
        try check("\"delegate_missing_to\".titleize", .str("delegate_missing_to"), "titleize", [], kw: nil, block: nil,
                  "\"Delegate Missing To\"", after: "\"delegate_missing_to\"")
        try check("\"upgrade_legacy_hmac_aes_cbc_cookies?\".humanize", .str("upgrade_legacy_hmac_aes_cbc_cookies?"), "humanize", [], kw: nil, block: nil,
                  "\"Upgrade legacy hmac aes cbc cookies?\"", after: "\"upgrade_legacy_hmac_aes_cbc_cookies?\"")
        try check("\"handle_options\".camelize", .str("handle_options"), "camelize", [], kw: nil, block: nil,
                  "\"HandleOptions\"", after: "\"handle_options\"")
        try check("\"session\".titleize", .str("session"), "titleize", [], kw: nil, block: nil,
                  "\"Session\"", after: "\"session\"")
        try check("\"thorfiles_relevant_to\".humanize", .str("thorfiles_relevant_to"), "humanize", [], kw: nil, block: nil,
                  "\"Thorfiles relevant to\"", after: "\"thorfiles_relevant_to\"")
        try check("\"_reduce_16\".titleize", .str("_reduce_16"), "titleize", [], kw: nil, block: nil,
                  "\"Reduce 16\"", after: "\"_reduce_16\"")
        try check("\"safe_concat\".tableize", .str("safe_concat"), "tableize", [], kw: nil, block: nil,
                  "\"safe_concats\"", after: "\"safe_concat\"")
        try check("\"verb\".dasherize", .str("verb"), "dasherize", [], kw: nil, block: nil,
                  "\"verb\"", after: "\"verb\"")
        try check("\"become_empty_string?\".humanize", .str("become_empty_string?"), "humanize", [], kw: nil, block: nil,
                  "\"Become empty string?\"", after: "\"become_empty_string?\"")
        try check("\"subcommand_classes\".dasherize", .str("subcommand_classes"), "dasherize", [], kw: nil, block: nil,
                  "\"subcommand-classes\"", after: "\"subcommand_classes\"")
        try check("\"verbs\".tableize", .str("verbs"), "tableize", [], kw: nil, block: nil,
                  "\"verbs\"", after: "\"verbs\"")
        try check("\"local_log_id\".titleize", .str("local_log_id"), "titleize", [], kw: nil, block: nil,
                  "\"Local Log\"", after: "\"local_log_id\"")
        try check("\"end_element\".tableize", .str("end_element"), "tableize", [], kw: nil, block: nil,
                  "\"end_elements\"", after: "\"end_element\"")
        try check("\"blame_file!\".dasherize", .str("blame_file!"), "dasherize", [], kw: nil, block: nil,
                  "\"blame-file!\"", after: "\"blame_file!\"")
        try check("\"deprecate_constant\".tableize", .str("deprecate_constant"), "tableize", [], kw: nil, block: nil,
                  "\"deprecate_constants\"", after: "\"deprecate_constant\"")
        try check("\"valid_request_origin?\".humanize", .str("valid_request_origin?"), "humanize", [], kw: nil, block: nil,
                  "\"Valid request origin?\"", after: "\"valid_request_origin?\"")
        try check("\"save_block_result_to_cache\".classify", .str("save_block_result_to_cache"), "classify", [], kw: nil, block: nil,
                  "\"SaveBlockResultToCache\"", after: "\"save_block_result_to_cache\"")
        try check("\"argument\".classify", .str("argument"), "classify", [], kw: nil, block: nil,
                  "\"Argument\"", after: "\"argument\"")
        try check("\"acceptable_environment\".titleize", .str("acceptable_environment"), "titleize", [], kw: nil, block: nil,
                  "\"Acceptable Environment\"", after: "\"acceptable_environment\"")
        try check("\"end_of_year\".dasherize", .str("end_of_year"), "dasherize", [], kw: nil, block: nil,
                  "\"end-of-year\"", after: "\"end_of_year\"")
        try check("\"draw_expanded_section\".classify", .str("draw_expanded_section"), "classify", [], kw: nil, block: nil,
                  "\"DrawExpandedSection\"", after: "\"draw_expanded_section\"")
        try check("\"param_constraint\".tableize", .str("param_constraint"), "tableize", [], kw: nil, block: nil,
                  "\"param_constraints\"", after: "\"param_constraint\"")
        try check("\"validate\".tableize", .str("validate"), "tableize", [], kw: nil, block: nil,
                  "\"validates\"", after: "\"validate\"")
        try check("\"request_id\".tableize", .str("request_id"), "tableize", [], kw: nil, block: nil,
                  "\"request_ids\"", after: "\"request_id\"")
        try check("\"create_cache_file\".tableize", .str("create_cache_file"), "tableize", [], kw: nil, block: nil,
                  "\"create_cache_files\"", after: "\"create_cache_file\"")
        try check("\"send_file\".tableize", .str("send_file"), "tableize", [], kw: nil, block: nil,
                  "\"send_files\"", after: "\"send_file\"")
        try check("\"response_body\".tableize", .str("response_body"), "tableize", [], kw: nil, block: nil,
                  "\"response_bodies\"", after: "\"response_body\"")
        try check("\"merge_constraints_scope\".humanize", .str("merge_constraints_scope"), "humanize", [], kw: nil, block: nil,
                  "\"Merge constraints scope\"", after: "\"merge_constraints_scope\"")
        try check("\"now_is_loaded?\".humanize", .str("now_is_loaded?"), "humanize", [], kw: nil, block: nil,
                  "\"Now is loaded?\"", after: "\"now_is_loaded?\"")
        try check("\"report\".dasherize", .str("report"), "dasherize", [], kw: nil, block: nil,
                  "\"report\"", after: "\"report\"")
        try check("\"set_cookie\".tableize", .str("set_cookie"), "tableize", [], kw: nil, block: nil,
                  "\"set_cookies\"", after: "\"set_cookie\"")
        try check("\"check_key_length\".tableize", .str("check_key_length"), "tableize", [], kw: nil, block: nil,
                  "\"check_key_lengths\"", after: "\"check_key_length\"")
        try check("\"concerns\".classify", .str("concerns"), "classify", [], kw: nil, block: nil,
                  "\"Concern\"", after: "\"concerns\"")
        try check("\"find\".tableize", .str("find"), "tableize", [], kw: nil, block: nil,
                  "\"finds\"", after: "\"find\"")
        try check("\"_wrapper_enabled?\".humanize", .str("_wrapper_enabled?"), "humanize", [], kw: nil, block: nil,
                  "\"Wrapper enabled?\"", after: "\"_wrapper_enabled?\"")
        try check("\"halting_and_conditional\".titleize", .str("halting_and_conditional"), "titleize", [], kw: nil, block: nil,
                  "\"Halting And Conditional\"", after: "\"halting_and_conditional\"")
        try check("\"find_rescue_handler\".classify", .str("find_rescue_handler"), "classify", [], kw: nil, block: nil,
                  "\"FindRescueHandler\"", after: "\"find_rescue_handler\"")
        try check("\"unwrapped_exception\".dasherize", .str("unwrapped_exception"), "dasherize", [], kw: nil, block: nil,
                  "\"unwrapped-exception\"", after: "\"unwrapped_exception\"")
        try check("\"respond_to\".classify", .str("respond_to"), "classify", [], kw: nil, block: nil,
                  "\"RespondTo\"", after: "\"respond_to\"")
        try check("\"assign_controller_names!\".titleize", .str("assign_controller_names!"), "titleize", [], kw: nil, block: nil,
                  "\"Assign Controller Names!\"", after: "\"assign_controller_names!\"")
        try check("\"run_load_hooks\".classify", .str("run_load_hooks"), "classify", [], kw: nil, block: nil,
                  "\"RunLoadHook\"", after: "\"run_load_hooks\"")
        try check("\"shallow_scope\".humanize", .str("shallow_scope"), "humanize", [], kw: nil, block: nil,
                  "\"Shallow scope\"", after: "\"shallow_scope\"")
        try check("\"forty_two\".dasherize", .str("forty_two"), "dasherize", [], kw: nil, block: nil,
                  "\"forty-two\"", after: "\"forty_two\"")
        try check("\"parts\".humanize", .str("parts"), "humanize", [], kw: nil, block: nil,
                  "\"Parts\"", after: "\"parts\"")
        try check("\"disable_content_security_policy_nonce!\".classify", .str("disable_content_security_policy_nonce!"), "classify", [], kw: nil, block: nil,
                  "\"DisableContentSecurityPolicyNonce!\"", after: "\"disable_content_security_policy_nonce!\"")
        try check("\"load_tasks\".titleize", .str("load_tasks"), "titleize", [], kw: nil, block: nil,
                  "\"Load Tasks\"", after: "\"load_tasks\"")
        try check("\"add_renderer\".dasherize", .str("add_renderer"), "dasherize", [], kw: nil, block: nil,
                  "\"add-renderer\"", after: "\"add_renderer\"")
        try check("\"including\".classify", .str("including"), "classify", [], kw: nil, block: nil,
                  "\"Including\"", after: "\"including\"")
        try check("\"all_database_gems_regex\".dasherize", .str("all_database_gems_regex"), "dasherize", [], kw: nil, block: nil,
                  "\"all-database-gems-regex\"", after: "\"all_database_gems_regex\"")
        try check("\"aaa\".camelize", .str("aaa"), "camelize", [], kw: nil, block: nil,
                  "\"Aaa\"", after: "\"aaa\"")
        try check("\"build\".humanize", .str("build"), "humanize", [], kw: nil, block: nil,
                  "\"Build\"", after: "\"build\"")
        try check("\"excluding\".humanize", .str("excluding"), "humanize", [], kw: nil, block: nil,
                  "\"Excluding\"", after: "\"excluding\"")
        try check("\"_run_\".titleize", .str("_run_"), "titleize", [], kw: nil, block: nil,
                  "\"Run \"", after: "\"_run_\"")
        try check("\"prefix_name_for_action\".humanize", .str("prefix_name_for_action"), "humanize", [], kw: nil, block: nil,
                  "\"Prefix name for action\"", after: "\"prefix_name_for_action\"")
        try check("\"https_location_for\".humanize", .str("https_location_for"), "humanize", [], kw: nil, block: nil,
                  "\"Https location for\"", after: "\"https_location_for\"")
        try check("\"namespaced_name\".humanize", .str("namespaced_name"), "humanize", [], kw: nil, block: nil,
                  "\"Namespaced name\"", after: "\"namespaced_name\"")
        try check("\"update_config_files\".dasherize", .str("update_config_files"), "dasherize", [], kw: nil, block: nil,
                  "\"update-config-files\"", after: "\"update_config_files\"")
        try check("\"view_cache_dependency\".tableize", .str("view_cache_dependency"), "tableize", [], kw: nil, block: nil,
                  "\"view_cache_dependencies\"", after: "\"view_cache_dependency\"")
        try check("\"nested?\".titleize", .str("nested?"), "titleize", [], kw: nil, block: nil,
                  "\"Nested?\"", after: "\"nested?\"")
        try check("\"to_options!\".camelize", .str("to_options!"), "camelize", [], kw: nil, block: nil,
                  "\"ToOptions!\"", after: "\"to_options!\"")
        try check("\"yield_shares\".classify", .str("yield_shares"), "classify", [], kw: nil, block: nil,
                  "\"YieldShare\"", after: "\"yield_shares\"")
        try check("\"helper\".tableize", .str("helper"), "tableize", [], kw: nil, block: nil,
                  "\"helpers\"", after: "\"helper\"")
        try check("\"helper_method\".tableize", .str("helper_method"), "tableize", [], kw: nil, block: nil,
                  "\"helper_methods\"", after: "\"helper_method\"")
        try check("\"sanitize_string\".dasherize", .str("sanitize_string"), "dasherize", [], kw: nil, block: nil,
                  "\"sanitize-string\"", after: "\"sanitize_string\"")
        try check("\"after_fork_hook\".tableize", .str("after_fork_hook"), "tableize", [], kw: nil, block: nil,
                  "\"after_fork_hooks\"", after: "\"after_fork_hook\"")
        try check("\"assert_response\".titleize", .str("assert_response"), "titleize", [], kw: nil, block: nil,
                  "\"Assert Response\"", after: "\"assert_response\"")
        try check("\"to_complete\".humanize", .str("to_complete"), "humanize", [], kw: nil, block: nil,
                  "\"To complete\"", after: "\"to_complete\"")
        try check("\"inheritable_copy\".titleize", .str("inheritable_copy"), "titleize", [], kw: nil, block: nil,
                  "\"Inheritable Copy\"", after: "\"inheritable_copy\"")
        try check("\"glob_pattern\".dasherize", .str("glob_pattern"), "dasherize", [], kw: nil, block: nil,
                  "\"glob-pattern\"", after: "\"glob_pattern\"")
        try check("\"delete_action_cable_files_skipping_action_cable\".humanize", .str("delete_action_cable_files_skipping_action_cable"), "humanize", [], kw: nil, block: nil,
                  "\"Delete action cable files skipping action cable\"", after: "\"delete_action_cable_files_skipping_action_cable\"")
        try check("\"from_session_value\".humanize", .str("from_session_value"), "humanize", [], kw: nil, block: nil,
                  "\"From session value\"", after: "\"from_session_value\"")
        try check("\"sending_file\".classify", .str("sending_file"), "classify", [], kw: nil, block: nil,
                  "\"SendingFile\"", after: "\"sending_file\"")
        try check("\"mark_for_unload\".classify", .str("mark_for_unload"), "classify", [], kw: nil, block: nil,
                  "\"MarkForUnload\"", after: "\"mark_for_unload\"")
        try check("\"active_workers?\".tableize", .str("active_workers?"), "tableize", [], kw: nil, block: nil,
                  "\"active_workers?s\"", after: "\"active_workers?\"")
        try check("\"reloaded!\".humanize", .str("reloaded!"), "humanize", [], kw: nil, block: nil,
                  "\"Reloaded!\"", after: "\"reloaded!\"")
        try check("\"any_response?\".titleize", .str("any_response?"), "titleize", [], kw: nil, block: nil,
                  "\"Any Response?\"", after: "\"any_response?\"")
        try check("\"expanded_version\".tableize", .str("expanded_version"), "tableize", [], kw: nil, block: nil,
                  "\"expanded_versions\"", after: "\"expanded_version\"")
        try check("\"copy_stylesheet\".humanize", .str("copy_stylesheet"), "humanize", [], kw: nil, block: nil,
                  "\"Copy stylesheet\"", after: "\"copy_stylesheet\"")
        try check("\"read_key_file\".tableize", .str("read_key_file"), "tableize", [], kw: nil, block: nil,
                  "\"read_key_files\"", after: "\"read_key_file\"")
        try check("\"package_name\".tableize", .str("package_name"), "tableize", [], kw: nil, block: nil,
                  "\"package_names\"", after: "\"package_name\"")
        try check("\"add_event_subscriber\".humanize", .str("add_event_subscriber"), "humanize", [], kw: nil, block: nil,
                  "\"Add event subscriber\"", after: "\"add_event_subscriber\"")
        try check("\"baz\".camelize", .str("baz"), "camelize", [], kw: nil, block: nil,
                  "\"Baz\"", after: "\"baz\"")
        try check("\"busy_for_exclusive?\".dasherize", .str("busy_for_exclusive?"), "dasherize", [], kw: nil, block: nil,
                  "\"busy-for-exclusive?\"", after: "\"busy_for_exclusive?\"")
        try check("\"bytesize\".tableize", .str("bytesize"), "tableize", [], kw: nil, block: nil,
                  "\"bytesizes\"", after: "\"bytesize\"")
        try check("\"parse_hash\".humanize", .str("parse_hash"), "humanize", [], kw: nil, block: nil,
                  "\"Parse hash\"", after: "\"parse_hash\"")
        try check("\"discard\".humanize", .str("discard"), "humanize", [], kw: nil, block: nil,
                  "\"Discard\"", after: "\"discard\"")
        try check("\"set_header\".classify", .str("set_header"), "classify", [], kw: nil, block: nil,
                  "\"SetHeader\"", after: "\"set_header\"")
        try check("\"blamed_files\".dasherize", .str("blamed_files"), "dasherize", [], kw: nil, block: nil,
                  "\"blamed-files\"", after: "\"blamed_files\"")
        try check("\"load_country_zones\".dasherize", .str("load_country_zones"), "dasherize", [], kw: nil, block: nil,
                  "\"load-country-zones\"", after: "\"load_country_zones\"")
        try check("\"move_before\".tableize", .str("move_before"), "tableize", [], kw: nil, block: nil,
                  "\"move_befores\"", after: "\"move_before\"")
        try check("\"create_file\".classify", .str("create_file"), "classify", [], kw: nil, block: nil,
                  "\"CreateFile\"", after: "\"create_file\"")
        try check("\"merge_blocks_scope\".tableize", .str("merge_blocks_scope"), "tableize", [], kw: nil, block: nil,
                  "\"merge_blocks_scopes\"", after: "\"merge_blocks_scope\"")
        try check("\"_handle_action_missing\".titleize", .str("_handle_action_missing"), "titleize", [], kw: nil, block: nil,
                  "\"Handle Action Missing\"", after: "\"_handle_action_missing\"")
        try check("\"second\".tableize", .str("second"), "tableize", [], kw: nil, block: nil,
                  "\"seconds\"", after: "\"second\"")
        try check("\"update_gemfile\".classify", .str("update_gemfile"), "classify", [], kw: nil, block: nil,
                  "\"UpdateGemfile\"", after: "\"update_gemfile\"")
        try check("\"subdomains\".classify", .str("subdomains"), "classify", [], kw: nil, block: nil,
                  "\"Subdomain\"", after: "\"subdomains\"")
        try check("\"hours\".classify", .str("hours"), "classify", [], kw: nil, block: nil,
                  "\"Hour\"", after: "\"hours\"")
        try check("\"unshift\".titleize", .str("unshift"), "titleize", [], kw: nil, block: nil,
                  "\"Unshift\"", after: "\"unshift\"")
        try check("\"load_generators\".classify", .str("load_generators"), "classify", [], kw: nil, block: nil,
                  "\"LoadGenerator\"", after: "\"load_generators\"")
        try check("\"invocation_blocks\".tableize", .str("invocation_blocks"), "tableize", [], kw: nil, block: nil,
                  "\"invocation_blocks\"", after: "\"invocation_blocks\"")
        try check("\"add_lib_to_load_path!\".tableize", .str("add_lib_to_load_path!"), "tableize", [], kw: nil, block: nil,
                  "\"add_lib_to_load_path!s\"", after: "\"add_lib_to_load_path!\"")
        try check("\"decrement\".classify", .str("decrement"), "classify", [], kw: nil, block: nil,
                  "\"Decrement\"", after: "\"decrement\"")
        try check("\"load_missing_constant\".titleize", .str("load_missing_constant"), "titleize", [], kw: nil, block: nil,
                  "\"Load Missing Constant\"", after: "\"load_missing_constant\"")
        try check("\"ruby_version\".titleize", .str("ruby_version"), "titleize", [], kw: nil, block: nil,
                  "\"Ruby Version\"", after: "\"ruby_version\"")
        try check("\"backtrace\".titleize", .str("backtrace"), "titleize", [], kw: nil, block: nil,
                  "\"Backtrace\"", after: "\"backtrace\"")
        try check("\"define_acronym_regex_patterns\".camelize", .str("define_acronym_regex_patterns"), "camelize", [], kw: nil, block: nil,
                  "\"DefineAcronymRegexPatterns\"", after: "\"define_acronym_regex_patterns\"")
        try check("\"delegate\".titleize", .str("delegate"), "titleize", [], kw: nil, block: nil,
                  "\"Delegate\"", after: "\"delegate\"")
        try check("\"include_into\".classify", .str("include_into"), "classify", [], kw: nil, block: nil,
                  "\"IncludeInto\"", after: "\"include_into\"")
        try check("\"invoke_fallbacks_for\".tableize", .str("invoke_fallbacks_for"), "tableize", [], kw: nil, block: nil,
                  "\"invoke_fallbacks_fors\"", after: "\"invoke_fallbacks_for\"")
        try check("\"clean_backtrace\".camelize", .str("clean_backtrace"), "camelize", [], kw: nil, block: nil,
                  "\"CleanBacktrace\"", after: "\"clean_backtrace\"")
        try check("\"build_option\".tableize", .str("build_option"), "tableize", [], kw: nil, block: nil,
                  "\"build_options\"", after: "\"build_option\"")
        try check("\"nested_scope?\".titleize", .str("nested_scope?"), "titleize", [], kw: nil, block: nil,
                  "\"Nested Scope?\"", after: "\"nested_scope?\"")
        try check("\"RoutingError\".foreign_key", .str("RoutingError"), "foreign_key", [], kw: nil, block: nil,
                  "\"routing_error_id\"", after: "\"RoutingError\"")
        try check("\"Database\".deconstantize", .str("Database"), "deconstantize", [], kw: nil, block: nil,
                  "\"\"", after: "\"Database\"")
        try check("\"RouteWrapper\".underscore", .str("RouteWrapper"), "underscore", [], kw: nil, block: nil,
                  "\"route_wrapper\"", after: "\"RouteWrapper\"")
        try check("\"MountedHelpers\".foreign_key", .str("MountedHelpers"), "foreign_key", [], kw: nil, block: nil,
                  "\"mounted_helpers_id\"", after: "\"MountedHelpers\"")
        try check("\"Railties\".titleize", .str("Railties"), "titleize", [], kw: nil, block: nil,
                  "\"Railties\"", after: "\"Railties\"")
        try check("\"RailsEntityStore\".tableize", .str("RailsEntityStore"), "tableize", [], kw: nil, block: nil,
                  "\"rails_entity_stores\"", after: "\"RailsEntityStore\"")
        try check("\"StringInquirer\".underscore", .str("StringInquirer"), "underscore", [], kw: nil, block: nil,
                  "\"string_inquirer\"", after: "\"StringInquirer\"")
        try check("\"Tryable\".humanize", .str("Tryable"), "humanize", [], kw: nil, block: nil,
                  "\"Tryable\"", after: "\"Tryable\"")
        try check("\"Scoping\".foreign_key", .str("Scoping"), "foreign_key", [], kw: nil, block: nil,
                  "\"scoping_id\"", after: "\"Scoping\"")
        try check("\"NoKwargSpellChecker\".humanize", .str("NoKwargSpellChecker"), "humanize", [], kw: nil, block: nil,
                  "\"Nokwargspellchecker\"", after: "\"NoKwargSpellChecker\"")
        try check("\"Type\".deconstantize", .str("Type"), "deconstantize", [], kw: nil, block: nil,
                  "\"\"", after: "\"Type\"")
        try check("\"SuppressedSummaryReporter\".deconstantize", .str("SuppressedSummaryReporter"), "deconstantize", [], kw: nil, block: nil,
                  "\"\"", after: "\"SuppressedSummaryReporter\"")
        try check("\"M::N\".tableize", .str("M::N"), "tableize", [], kw: nil, block: nil,
                  "\"m/ns\"", after: "\"M::N\"")
        try check("\"Routes\".foreign_key", .str("Routes"), "foreign_key", [], kw: nil, block: nil,
                  "\"routes_id\"", after: "\"Routes\"")
        try check("\"Buzz\".deconstantize", .str("Buzz"), "deconstantize", [], kw: nil, block: nil,
                  "\"\"", after: "\"Buzz\"")
        try check("\"Class\".humanize", .str("Class"), "humanize", [], kw: nil, block: nil,
                  "\"Class\"", after: "\"Class\"")
        try check("\"ProxyObject\".foreign_key", .str("ProxyObject"), "foreign_key", [], kw: nil, block: nil,
                  "\"proxy_object_id\"", after: "\"ProxyObject\"")
        try check("\"AbstractStore\".tableize", .str("AbstractStore"), "tableize", [], kw: nil, block: nil,
                  "\"abstract_stores\"", after: "\"AbstractStore\"")
        try check("\"Resources\".foreign_key", .str("Resources"), "foreign_key", [], kw: nil, block: nil,
                  "\"resources_id\"", after: "\"Resources\"")
        try check("\"FileLike\".titleize", .str("FileLike"), "titleize", [], kw: nil, block: nil,
                  "\"File Like\"", after: "\"FileLike\"")
        try check("\"PluginBuilder\".foreign_key", .str("PluginBuilder"), "foreign_key", [], kw: nil, block: nil,
                  "\"plugin_builder_id\"", after: "\"PluginBuilder\"")
        try check("\"Autoloaders\".humanize", .str("Autoloaders"), "humanize", [], kw: nil, block: nil,
                  "\"Autoloaders\"", after: "\"Autoloaders\"")
        try check("\"Root\".foreign_key", .str("Root"), "foreign_key", [], kw: nil, block: nil,
                  "\"root_id\"", after: "\"Root\"")
        try check("\"Minitest\".underscore", .str("Minitest"), "underscore", [], kw: nil, block: nil,
                  "\"minitest\"", after: "\"Minitest\"")
        try check("\"FooController\".demodulize", .str("FooController"), "demodulize", [], kw: nil, block: nil,
                  "\"FooController\"", after: "\"FooController\"")
        try check("\"Timed\".demodulize", .str("Timed"), "demodulize", [], kw: nil, block: nil,
                  "\"Timed\"", after: "\"Timed\"")
        try check("\"GemGenerator\".deconstantize", .str("GemGenerator"), "deconstantize", [], kw: nil, block: nil,
                  "\"\"", after: "\"GemGenerator\"")
        try check("\"Audit\".demodulize", .str("Audit"), "demodulize", [], kw: nil, block: nil,
                  "\"Audit\"", after: "\"Audit\"")
        try check("\"MimeResponds\".tableize", .str("MimeResponds"), "tableize", [], kw: nil, block: nil,
                  "\"mime_responds\"", after: "\"MimeResponds\"")
        try check("\"RepoTask\".humanize", .str("RepoTask"), "humanize", [], kw: nil, block: nil,
                  "\"Repotask\"", after: "\"RepoTask\"")
        try check("\"ControllerGenerator\".titleize", .str("ControllerGenerator"), "titleize", [], kw: nil, block: nil,
                  "\"Controller Generator\"", after: "\"ControllerGenerator\"")
        try check("\"Util\".tableize", .str("Util"), "tableize", [], kw: nil, block: nil,
                  "\"utils\"", after: "\"Util\"")
        try check("\"SimpleStubs\".underscore", .str("SimpleStubs"), "underscore", [], kw: nil, block: nil,
                  "\"simple_stubs\"", after: "\"SimpleStubs\"")
        try check("\"RoutesInspector\".foreign_key", .str("RoutesInspector"), "foreign_key", [], kw: nil, block: nil,
                  "\"routes_inspector_id\"", after: "\"RoutesInspector\"")
        try check("\"GemfileEntry\".titleize", .str("GemfileEntry"), "titleize", [], kw: nil, block: nil,
                  "\"Gemfile Entry\"", after: "\"GemfileEntry\"")
        try check("\"AwesomeGenerator\".deconstantize", .str("AwesomeGenerator"), "deconstantize", [], kw: nil, block: nil,
                  "\"\"", after: "\"AwesomeGenerator\"")
        try check("\"Person\".titleize", .str("Person"), "titleize", [], kw: nil, block: nil,
                  "\"Person\"", after: "\"Person\"")
        try check("\"FalseClass\".titleize", .str("FalseClass"), "titleize", [], kw: nil, block: nil,
                  "\"False Class\"", after: "\"FalseClass\"")
        try check("\"Content\".foreign_key", .str("Content"), "foreign_key", [], kw: nil, block: nil,
                  "\"content_id\"", after: "\"Content\"")
        try check("\"EncryptedFile\".foreign_key", .str("EncryptedFile"), "foreign_key", [], kw: nil, block: nil,
                  "\"encrypted_file_id\"", after: "\"EncryptedFile\"")
        try check("\"Editor\".tableize", .str("Editor"), "tableize", [], kw: nil, block: nil,
                  "\"editors\"", after: "\"Editor\"")
        try check("\"Migration\".tableize", .str("Migration"), "tableize", [], kw: nil, block: nil,
                  "\"migrations\"", after: "\"Migration\"")
        try check("\"SecretsCommand\".deconstantize", .str("SecretsCommand"), "deconstantize", [], kw: nil, block: nil,
                  "\"\"", after: "\"SecretsCommand\"")
        try check("\"NullSessionHash\".demodulize", .str("NullSessionHash"), "demodulize", [], kw: nil, block: nil,
                  "\"NullSessionHash\"", after: "\"NullSessionHash\"")
        try check("\"RootUrl\".underscore", .str("RootUrl"), "underscore", [], kw: nil, block: nil,
                  "\"root_url\"", after: "\"RootUrl\"")
        try check("\"MarshalWithJsonFallback\".deconstantize", .str("MarshalWithJsonFallback"), "deconstantize", [], kw: nil, block: nil,
                  "\"\"", after: "\"MarshalWithJsonFallback\"")
        try check("\"NullStore\".underscore", .str("NullStore"), "underscore", [], kw: nil, block: nil,
                  "\"null_store\"", after: "\"NullStore\"")
        try check("\"Isolation\".foreign_key", .str("Isolation"), "foreign_key", [], kw: nil, block: nil,
                  "\"isolation_id\"", after: "\"Isolation\"")
        try check("\"Authentication\".demodulize", .str("Authentication"), "demodulize", [], kw: nil, block: nil,
                  "\"Authentication\"", after: "\"Authentication\"")
        try check("\"Buffer\".demodulize", .str("Buffer"), "demodulize", [], kw: nil, block: nil,
                  "\"Buffer\"", after: "\"Buffer\"")
        try check("\"CreateMigration\".humanize", .str("CreateMigration"), "humanize", [], kw: nil, block: nil,
                  "\"Createmigration\"", after: "\"CreateMigration\"")
        try check("\"LocalStore\".deconstantize", .str("LocalStore"), "deconstantize", [], kw: nil, block: nil,
                  "\"\"", after: "\"LocalStore\"")
        try check("\"ParseError\".tableize", .str("ParseError"), "tableize", [], kw: nil, block: nil,
                  "\"parse_errors\"", after: "\"ParseError\"")
        try check("\"ModelGenerator\".tableize", .str("ModelGenerator"), "tableize", [], kw: nil, block: nil,
                  "\"model_generators\"", after: "\"ModelGenerator\"")
        try check("\"UUID\".foreign_key", .str("UUID"), "foreign_key", [], kw: nil, block: nil,
                  "\"uuid_id\"", after: "\"UUID\"")
        try check("\"RoutesProxy\".humanize", .str("RoutesProxy"), "humanize", [], kw: nil, block: nil,
                  "\"Routesproxy\"", after: "\"RoutesProxy\"")
        try check("\"RuntimeRegistry\".humanize", .str("RuntimeRegistry"), "humanize", [], kw: nil, block: nil,
                  "\"Runtimeregistry\"", after: "\"RuntimeRegistry\"")
        try check("\"DeprecationException\".demodulize", .str("DeprecationException"), "demodulize", [], kw: nil, block: nil,
                  "\"DeprecationException\"", after: "\"DeprecationException\"")
        try check("\"Base\".titleize", .str("Base"), "titleize", [], kw: nil, block: nil,
                  "\"Base\"", after: "\"Base\"")
        try check("\"Float\".underscore", .str("Float"), "underscore", [], kw: nil, block: nil,
                  "\"float\"", after: "\"Float\"")
        try check("\"JsonSerializer\".humanize", .str("JsonSerializer"), "humanize", [], kw: nil, block: nil,
                  "\"Jsonserializer\"", after: "\"JsonSerializer\"")
        try check("\"MyRailtie\".humanize", .str("MyRailtie"), "humanize", [], kw: nil, block: nil,
                  "\"Myrailtie\"", after: "\"MyRailtie\"")
        try check("\"InvocationError\".foreign_key", .str("InvocationError"), "foreign_key", [], kw: nil, block: nil,
                  "\"invocation_error_id\"", after: "\"InvocationError\"")
        try check("\"Mapping\".titleize", .str("Mapping"), "titleize", [], kw: nil, block: nil,
                  "\"Mapping\"", after: "\"Mapping\"")
        try check("\"Cookies\".tableize", .str("Cookies"), "tableize", [], kw: nil, block: nil,
                  "\"cookies\"", after: "\"Cookies\"")
        try check("\"PolymorphicRoutes\".underscore", .str("PolymorphicRoutes"), "underscore", [], kw: nil, block: nil,
                  "\"polymorphic_routes\"", after: "\"PolymorphicRoutes\"")
        try check("\"MissingHelperError\".demodulize", .str("MissingHelperError"), "demodulize", [], kw: nil, block: nil,
                  "\"MissingHelperError\"", after: "\"MissingHelperError\"")
        try check("\"MyBaseController\".tableize", .str("MyBaseController"), "tableize", [], kw: nil, block: nil,
                  "\"my_base_controllers\"", after: "\"MyBaseController\"")
        try check("\"TestHelpers\".foreign_key", .str("TestHelpers"), "foreign_key", [], kw: nil, block: nil,
                  "\"test_helpers_id\"", after: "\"TestHelpers\"")
        try check("\"GetIp\".tableize", .str("GetIp"), "tableize", [], kw: nil, block: nil,
                  "\"get_ips\"", after: "\"GetIp\"")
        try check("\"Metal\".titleize", .str("Metal"), "titleize", [], kw: nil, block: nil,
                  "\"Metal\"", after: "\"Metal\"")
        try check("\"ActiveModel\".humanize", .str("ActiveModel"), "humanize", [], kw: nil, block: nil,
                  "\"Activemodel\"", after: "\"ActiveModel\"")
        try check("\"Star\".underscore", .str("Star"), "underscore", [], kw: nil, block: nil,
                  "\"star\"", after: "\"Star\"")
        try check("\"Declarative\".deconstantize", .str("Declarative"), "deconstantize", [], kw: nil, block: nil,
                  "\"\"", after: "\"Declarative\"")
        try check("\"Foo::Bar\".tableize", .str("Foo::Bar"), "tableize", [], kw: nil, block: nil,
                  "\"foo/bars\"", after: "\"Foo::Bar\"")
        try check("\"RequestMethods\".titleize", .str("RequestMethods"), "titleize", [], kw: nil, block: nil,
                  "\"Request Methods\"", after: "\"RequestMethods\"")
        try check("\"GenerateCommand\".demodulize", .str("GenerateCommand"), "demodulize", [], kw: nil, block: nil,
                  "\"GenerateCommand\"", after: "\"GenerateCommand\"")
        try check("\"ArrayInquirer\".foreign_key", .str("ArrayInquirer"), "foreign_key", [], kw: nil, block: nil,
                  "\"array_inquirer_id\"", after: "\"ArrayInquirer\"")
        try check("\"SpecialEdgeCaseWidgetsControllerTest\".titleize", .str("SpecialEdgeCaseWidgetsControllerTest"), "titleize", [], kw: nil, block: nil,
                  "\"Special Edge Case Widgets Controller Test\"", after: "\"SpecialEdgeCaseWidgetsControllerTest\"")
        try check("\"Collector\".deconstantize", .str("Collector"), "deconstantize", [], kw: nil, block: nil,
                  "\"\"", after: "\"Collector\"")
        try check("\"routing_error\".camelize", .str("routing_error"), "camelize", [], kw: nil, block: nil,
                  "\"RoutingError\"", after: "\"routing_error\"")
        try check("\"database\".camelize", .str("database"), "camelize", [], kw: nil, block: nil,
                  "\"Database\"", after: "\"database\"")
        try check("\"route_wrapper\".camelize", .str("route_wrapper"), "camelize", [], kw: nil, block: nil,
                  "\"RouteWrapper\"", after: "\"route_wrapper\"")
        try check("\"mounted_helpers\".camelize", .str("mounted_helpers"), "camelize", [], kw: nil, block: nil,
                  "\"MountedHelpers\"", after: "\"mounted_helpers\"")
        try check("\"railties\".camelize", .str("railties"), "camelize", [], kw: nil, block: nil,
                  "\"Railties\"", after: "\"railties\"")
        try check("\"rails_entity_store\".camelize", .str("rails_entity_store"), "camelize", [], kw: nil, block: nil,
                  "\"RailsEntityStore\"", after: "\"rails_entity_store\"")
        try check("\"string_inquirer\".camelize", .str("string_inquirer"), "camelize", [], kw: nil, block: nil,
                  "\"StringInquirer\"", after: "\"string_inquirer\"")
        try check("\"tryable\".camelize", .str("tryable"), "camelize", [], kw: nil, block: nil,
                  "\"Tryable\"", after: "\"tryable\"")
        try check("\"scoping\".camelize", .str("scoping"), "camelize", [], kw: nil, block: nil,
                  "\"Scoping\"", after: "\"scoping\"")
        try check("\"no_kwarg_spell_checker\".camelize", .str("no_kwarg_spell_checker"), "camelize", [], kw: nil, block: nil,
                  "\"NoKwargSpellChecker\"", after: "\"no_kwarg_spell_checker\"")
        try check("\"type\".camelize", .str("type"), "camelize", [], kw: nil, block: nil,
                  "\"Type\"", after: "\"type\"")
        try check("\"suppressed_summary_reporter\".camelize", .str("suppressed_summary_reporter"), "camelize", [], kw: nil, block: nil,
                  "\"SuppressedSummaryReporter\"", after: "\"suppressed_summary_reporter\"")
        try check("\"m/n\".camelize", .str("m/n"), "camelize", [], kw: nil, block: nil,
                  "\"M::N\"", after: "\"m/n\"")
        try check("\"routes\".camelize", .str("routes"), "camelize", [], kw: nil, block: nil,
                  "\"Routes\"", after: "\"routes\"")
        try check("\"buzz\".camelize", .str("buzz"), "camelize", [], kw: nil, block: nil,
                  "\"Buzz\"", after: "\"buzz\"")
        try check("\"class\".camelize", .str("class"), "camelize", [], kw: nil, block: nil,
                  "\"Class\"", after: "\"class\"")
        try check("\"proxy_object\".camelize", .str("proxy_object"), "camelize", [], kw: nil, block: nil,
                  "\"ProxyObject\"", after: "\"proxy_object\"")
        try check("\"abstract_store\".camelize", .str("abstract_store"), "camelize", [], kw: nil, block: nil,
                  "\"AbstractStore\"", after: "\"abstract_store\"")
        try check("\"resources\".camelize", .str("resources"), "camelize", [], kw: nil, block: nil,
                  "\"Resources\"", after: "\"resources\"")
        try check("\"file_like\".camelize", .str("file_like"), "camelize", [], kw: nil, block: nil,
                  "\"FileLike\"", after: "\"file_like\"")
        try check("\"plugin_builder\".camelize", .str("plugin_builder"), "camelize", [], kw: nil, block: nil,
                  "\"PluginBuilder\"", after: "\"plugin_builder\"")
        try check("\"autoloaders\".camelize", .str("autoloaders"), "camelize", [], kw: nil, block: nil,
                  "\"Autoloaders\"", after: "\"autoloaders\"")
        try check("\"root\".camelize", .str("root"), "camelize", [], kw: nil, block: nil,
                  "\"Root\"", after: "\"root\"")
        try check("\"minitest\".camelize", .str("minitest"), "camelize", [], kw: nil, block: nil,
                  "\"Minitest\"", after: "\"minitest\"")
        try check("\"foo_controller\".camelize", .str("foo_controller"), "camelize", [], kw: nil, block: nil,
                  "\"FooController\"", after: "\"foo_controller\"")
        try check("\"timed\".camelize", .str("timed"), "camelize", [], kw: nil, block: nil,
                  "\"Timed\"", after: "\"timed\"")
        try check("\"gem_generator\".camelize", .str("gem_generator"), "camelize", [], kw: nil, block: nil,
                  "\"GemGenerator\"", after: "\"gem_generator\"")
        try check("\"audit\".camelize", .str("audit"), "camelize", [], kw: nil, block: nil,
                  "\"Audit\"", after: "\"audit\"")
        try check("\"mime_responds\".camelize", .str("mime_responds"), "camelize", [], kw: nil, block: nil,
                  "\"MimeResponds\"", after: "\"mime_responds\"")
        try check("\"repo_task\".camelize", .str("repo_task"), "camelize", [], kw: nil, block: nil,
                  "\"RepoTask\"", after: "\"repo_task\"")
        try check("\"controller_generator\".camelize", .str("controller_generator"), "camelize", [], kw: nil, block: nil,
                  "\"ControllerGenerator\"", after: "\"controller_generator\"")
        try check("\"util\".camelize", .str("util"), "camelize", [], kw: nil, block: nil,
                  "\"Util\"", after: "\"util\"")
        try check("\"simple_stubs\".camelize", .str("simple_stubs"), "camelize", [], kw: nil, block: nil,
                  "\"SimpleStubs\"", after: "\"simple_stubs\"")
        try check("\"routes_inspector\".camelize", .str("routes_inspector"), "camelize", [], kw: nil, block: nil,
                  "\"RoutesInspector\"", after: "\"routes_inspector\"")
        try check("\"gemfile_entry\".camelize", .str("gemfile_entry"), "camelize", [], kw: nil, block: nil,
                  "\"GemfileEntry\"", after: "\"gemfile_entry\"")
        try check("\"awesome_generator\".camelize", .str("awesome_generator"), "camelize", [], kw: nil, block: nil,
                  "\"AwesomeGenerator\"", after: "\"awesome_generator\"")
        try check("\"person\".camelize", .str("person"), "camelize", [], kw: nil, block: nil,
                  "\"Person\"", after: "\"person\"")
        try check("\"false_class\".camelize", .str("false_class"), "camelize", [], kw: nil, block: nil,
                  "\"FalseClass\"", after: "\"false_class\"")
        try check("\"content\".camelize", .str("content"), "camelize", [], kw: nil, block: nil,
                  "\"Content\"", after: "\"content\"")
        try check("\"encrypted_file\".camelize", .str("encrypted_file"), "camelize", [], kw: nil, block: nil,
                  "\"EncryptedFile\"", after: "\"encrypted_file\"")
    }
}
