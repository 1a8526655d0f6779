// Expected values recorded from ruby 3.1 with ActiveSupport 6.1 (`ruby -ractive_support/all`);
// each case names the Ruby expression it mirrors.
import XCTest

@testable import RunnerLanguage

final class InflectorTests: BuiltinsTestCase {
    func testPluralize() throws {
        try check("\"post\".pluralize", .str("post"), "pluralize", [], kw: nil, block: nil,
                  "\"posts\"", after: "\"post\"")
        try check("\"person\".pluralize", .str("person"), "pluralize", [], kw: nil, block: nil,
                  "\"people\"", after: "\"person\"")
        try check("\"man\".pluralize", .str("man"), "pluralize", [], kw: nil, block: nil,
                  "\"men\"", after: "\"man\"")
        try check("\"child\".pluralize", .str("child"), "pluralize", [], kw: nil, block: nil,
                  "\"children\"", after: "\"child\"")
        try check("\"sex\".pluralize", .str("sex"), "pluralize", [], kw: nil, block: nil,
                  "\"sexes\"", after: "\"sex\"")
        try check("\"move\".pluralize", .str("move"), "pluralize", [], kw: nil, block: nil,
                  "\"moves\"", after: "\"move\"")
        try check("\"zombie\".pluralize", .str("zombie"), "pluralize", [], kw: nil, block: nil,
                  "\"zombies\"", after: "\"zombie\"")
        try check("\"sheep\".pluralize", .str("sheep"), "pluralize", [], kw: nil, block: nil,
                  "\"sheep\"", after: "\"sheep\"")
        try check("\"fish\".pluralize", .str("fish"), "pluralize", [], kw: nil, block: nil,
                  "\"fish\"", after: "\"fish\"")
        try check("\"equipment\".pluralize", .str("equipment"), "pluralize", [], kw: nil, block: nil,
                  "\"equipment\"", after: "\"equipment\"")
        try check("\"information\".pluralize", .str("information"), "pluralize", [], kw: nil, block: nil,
                  "\"information\"", after: "\"information\"")
        try check("\"rice\".pluralize", .str("rice"), "pluralize", [], kw: nil, block: nil,
                  "\"rice\"", after: "\"rice\"")
        try check("\"money\".pluralize", .str("money"), "pluralize", [], kw: nil, block: nil,
                  "\"money\"", after: "\"money\"")
        try check("\"species\".pluralize", .str("species"), "pluralize", [], kw: nil, block: nil,
                  "\"species\"", after: "\"species\"")
        try check("\"series\".pluralize", .str("series"), "pluralize", [], kw: nil, block: nil,
                  "\"series\"", after: "\"series\"")
        try check("\"police\".pluralize", .str("police"), "pluralize", [], kw: nil, block: nil,
                  "\"police\"", after: "\"police\"")
        try check("\"jeans\".pluralize", .str("jeans"), "pluralize", [], kw: nil, block: nil,
                  "\"jeans\"", after: "\"jeans\"")
        try check("\"octopus\".pluralize", .str("octopus"), "pluralize", [], kw: nil, block: nil,
                  "\"octopi\"", after: "\"octopus\"")
        try check("\"virus\".pluralize", .str("virus"), "pluralize", [], kw: nil, block: nil,
                  "\"viri\"", after: "\"virus\"")
        try check("\"alias\".pluralize", .str("alias"), "pluralize", [], kw: nil, block: nil,
                  "\"aliases\"", after: "\"alias\"")
        try check("\"status\".pluralize", .str("status"), "pluralize", [], kw: nil, block: nil,
                  "\"statuses\"", after: "\"status\"")
        try check("\"bus\".pluralize", .str("bus"), "pluralize", [], kw: nil, block: nil,
                  "\"buses\"", after: "\"bus\"")
        try check("\"buffalo\".pluralize", .str("buffalo"), "pluralize", [], kw: nil, block: nil,
                  "\"buffaloes\"", after: "\"buffalo\"")
        try check("\"tomato\".pluralize", .str("tomato"), "pluralize", [], kw: nil, block: nil,
                  "\"tomatoes\"", after: "\"tomato\"")
        try check("\"datum\".pluralize", .str("datum"), "pluralize", [], kw: nil, block: nil,
                  "\"data\"", after: "\"datum\"")
        try check("\"medium\".pluralize", .str("medium"), "pluralize", [], kw: nil, block: nil,
                  "\"media\"", after: "\"medium\"")
        try check("\"analysis\".pluralize", .str("analysis"), "pluralize", [], kw: nil, block: nil,
                  "\"analyses\"", after: "\"analysis\"")
        try check("\"crisis\".pluralize", .str("crisis"), "pluralize", [], kw: nil, block: nil,
                  "\"crises\"", after: "\"crisis\"")
        try check("\"wife\".pluralize", .str("wife"), "pluralize", [], kw: nil, block: nil,
                  "\"wives\"", after: "\"wife\"")
        try check("\"half\".pluralize", .str("half"), "pluralize", [], kw: nil, block: nil,
                  "\"halves\"", after: "\"half\"")
        try check("\"leaf\".pluralize", .str("leaf"), "pluralize", [], kw: nil, block: nil,
                  "\"leafs\"", after: "\"leaf\"")
        try check("\"hive\".pluralize", .str("hive"), "pluralize", [], kw: nil, block: nil,
                  "\"hives\"", after: "\"hive\"")
        try check("\"fly\".pluralize", .str("fly"), "pluralize", [], kw: nil, block: nil,
                  "\"flies\"", after: "\"fly\"")
        try check("\"query\".pluralize", .str("query"), "pluralize", [], kw: nil, block: nil,
                  "\"queries\"", after: "\"query\"")
        try check("\"box\".pluralize", .str("box"), "pluralize", [], kw: nil, block: nil,
                  "\"boxes\"", after: "\"box\"")
        try check("\"church\".pluralize", .str("church"), "pluralize", [], kw: nil, block: nil,
                  "\"churches\"", after: "\"church\"")
        try check("\"class\".pluralize", .str("class"), "pluralize", [], kw: nil, block: nil,
                  "\"classes\"", after: "\"class\"")
        try check("\"wish\".pluralize", .str("wish"), "pluralize", [], kw: nil, block: nil,
                  "\"wishes\"", after: "\"wish\"")
        try check("\"matrix\".pluralize", .str("matrix"), "pluralize", [], kw: nil, block: nil,
                  "\"matrices\"", after: "\"matrix\"")
        try check("\"vertex\".pluralize", .str("vertex"), "pluralize", [], kw: nil, block: nil,
                  "\"vertices\"", after: "\"vertex\"")
        try check("\"index\".pluralize", .str("index"), "pluralize", [], kw: nil, block: nil,
                  "\"indices\"", after: "\"index\"")
        try check("\"mouse\".pluralize", .str("mouse"), "pluralize", [], kw: nil, block: nil,
                  "\"mice\"", after: "\"mouse\"")
        try check("\"louse\".pluralize", .str("louse"), "pluralize", [], kw: nil, block: nil,
                  "\"lice\"", after: "\"louse\"")
        try check("\"ox\".pluralize", .str("ox"), "pluralize", [], kw: nil, block: nil,
                  "\"oxen\"", after: "\"ox\"")
        try check("\"quiz\".pluralize", .str("quiz"), "pluralize", [], kw: nil, block: nil,
                  "\"quizzes\"", after: "\"quiz\"")
        try check("\"database\".pluralize", .str("database"), "pluralize", [], kw: nil, block: nil,
                  "\"databases\"", after: "\"database\"")
        try check("\"news\".pluralize", .str("news"), "pluralize", [], kw: nil, block: nil,
                  "\"news\"", after: "\"news\"")
        try check("\"movie\".pluralize", .str("movie"), "pluralize", [], kw: nil, block: nil,
                  "\"movies\"", after: "\"movie\"")
        try check("\"shoe\".pluralize", .str("shoe"), "pluralize", [], kw: nil, block: nil,
                  "\"shoes\"", after: "\"shoe\"")
        try check("\"axis\".pluralize", .str("axis"), "pluralize", [], kw: nil, block: nil,
                  "\"axes\"", after: "\"axis\"")
        try check("\"testis\".pluralize", .str("testis"), "pluralize", [], kw: nil, block: nil,
                  "\"testes\"", after: "\"testis\"")
        try check("\"knife\".pluralize", .str("knife"), "pluralize", [], kw: nil, block: nil,
                  "\"knives\"", after: "\"knife\"")
        try check("\"thief\".pluralize", .str("thief"), "pluralize", [], kw: nil, block: nil,
                  "\"thiefs\"", after: "\"thief\"")
        try check("\"cow\".pluralize", .str("cow"), "pluralize", [], kw: nil, block: nil,
                  "\"cows\"", after: "\"cow\"")
        try check("\"photo\".pluralize", .str("photo"), "pluralize", [], kw: nil, block: nil,
                  "\"photos\"", after: "\"photo\"")
        try check("\"user_account\".pluralize", .str("user_account"), "pluralize", [], kw: nil, block: nil,
                  "\"user_accounts\"", after: "\"user_account\"")
        try check("\"BlackSheep\".pluralize", .str("BlackSheep"), "pluralize", [], kw: nil, block: nil,
                  "\"BlackSheeps\"", after: "\"BlackSheep\"")
        try check("\"Person\".pluralize", .str("Person"), "pluralize", [], kw: nil, block: nil,
                  "\"People\"", after: "\"Person\"")
        try check("\"CamelOctopus\".pluralize", .str("CamelOctopus"), "pluralize", [], kw: nil, block: nil,
                  "\"CamelOctopi\"", after: "\"CamelOctopus\"")
    }

    func testSingularize() throws {
        try check("\"posts\".singularize", .str("posts"), "singularize", [], kw: nil, block: nil,
                  "\"post\"", after: "\"posts\"")
        try check("\"people\".singularize", .str("people"), "singularize", [], kw: nil, block: nil,
                  "\"person\"", after: "\"people\"")
        try check("\"men\".singularize", .str("men"), "singularize", [], kw: nil, block: nil,
                  "\"man\"", after: "\"men\"")
        try check("\"children\".singularize", .str("children"), "singularize", [], kw: nil, block: nil,
                  "\"child\"", after: "\"children\"")
        try check("\"sexes\".singularize", .str("sexes"), "singularize", [], kw: nil, block: nil,
                  "\"sex\"", after: "\"sexes\"")
        try check("\"moves\".singularize", .str("moves"), "singularize", [], kw: nil, block: nil,
                  "\"move\"", after: "\"moves\"")
        try check("\"zombies\".singularize", .str("zombies"), "singularize", [], kw: nil, block: nil,
                  "\"zombie\"", after: "\"zombies\"")
        try check("\"sheep\".singularize", .str("sheep"), "singularize", [], kw: nil, block: nil,
                  "\"sheep\"", after: "\"sheep\"")
        try check("\"fish\".singularize", .str("fish"), "singularize", [], kw: nil, block: nil,
                  "\"fish\"", after: "\"fish\"")
        try check("\"equipment\".singularize", .str("equipment"), "singularize", [], kw: nil, block: nil,
                  "\"equipment\"", after: "\"equipment\"")
        try check("\"information\".singularize", .str("information"), "singularize", [], kw: nil, block: nil,
                  "\"information\"", after: "\"information\"")
        try check("\"rice\".singularize", .str("rice"), "singularize", [], kw: nil, block: nil,
                  "\"rice\"", after: "\"rice\"")
        try check("\"money\".singularize", .str("money"), "singularize", [], kw: nil, block: nil,
                  "\"money\"", after: "\"money\"")
        try check("\"species\".singularize", .str("species"), "singularize", [], kw: nil, block: nil,
                  "\"species\"", after: "\"species\"")
        try check("\"series\".singularize", .str("series"), "singularize", [], kw: nil, block: nil,
                  "\"series\"", after: "\"series\"")
        try check("\"police\".singularize", .str("police"), "singularize", [], kw: nil, block: nil,
                  "\"police\"", after: "\"police\"")
        try check("\"jeans\".singularize", .str("jeans"), "singularize", [], kw: nil, block: nil,
                  "\"jeans\"", after: "\"jeans\"")
        try check("\"octopi\".singularize", .str("octopi"), "singularize", [], kw: nil, block: nil,
                  "\"octopus\"", after: "\"octopi\"")
        try check("\"viri\".singularize", .str("viri"), "singularize", [], kw: nil, block: nil,
                  "\"virus\"", after: "\"viri\"")
        try check("\"aliases\".singularize", .str("aliases"), "singularize", [], kw: nil, block: nil,
                  "\"alias\"", after: "\"aliases\"")
        try check("\"statuses\".singularize", .str("statuses"), "singularize", [], kw: nil, block: nil,
                  "\"status\"", after: "\"statuses\"")
        try check("\"buses\".singularize", .str("buses"), "singularize", [], kw: nil, block: nil,
                  "\"bus\"", after: "\"buses\"")
        try check("\"buffaloes\".singularize", .str("buffaloes"), "singularize", [], kw: nil, block: nil,
                  "\"buffalo\"", after: "\"buffaloes\"")
        try check("\"tomatoes\".singularize", .str("tomatoes"), "singularize", [], kw: nil, block: nil,
                  "\"tomato\"", after: "\"tomatoes\"")
        try check("\"data\".singularize", .str("data"), "singularize", [], kw: nil, block: nil,
                  "\"datum\"", after: "\"data\"")
        try check("\"media\".singularize", .str("media"), "singularize", [], kw: nil, block: nil,
                  "\"medium\"", after: "\"media\"")
        try check("\"analyses\".singularize", .str("analyses"), "singularize", [], kw: nil, block: nil,
                  "\"analysis\"", after: "\"analyses\"")
        try check("\"crises\".singularize", .str("crises"), "singularize", [], kw: nil, block: nil,
                  "\"crisis\"", after: "\"crises\"")
        try check("\"wives\".singularize", .str("wives"), "singularize", [], kw: nil, block: nil,
                  "\"wife\"", after: "\"wives\"")
        try check("\"halves\".singularize", .str("halves"), "singularize", [], kw: nil, block: nil,
                  "\"half\"", after: "\"halves\"")
        try check("\"leafs\".singularize", .str("leafs"), "singularize", [], kw: nil, block: nil,
                  "\"leaf\"", after: "\"leafs\"")
        try check("\"hives\".singularize", .str("hives"), "singularize", [], kw: nil, block: nil,
                  "\"hive\"", after: "\"hives\"")
        try check("\"flies\".singularize", .str("flies"), "singularize", [], kw: nil, block: nil,
                  "\"fly\"", after: "\"flies\"")
        try check("\"queries\".singularize", .str("queries"), "singularize", [], kw: nil, block: nil,
                  "\"query\"", after: "\"queries\"")
        try check("\"boxes\".singularize", .str("boxes"), "singularize", [], kw: nil, block: nil,
                  "\"box\"", after: "\"boxes\"")
        try check("\"churches\".singularize", .str("churches"), "singularize", [], kw: nil, block: nil,
                  "\"church\"", after: "\"churches\"")
        try check("\"classes\".singularize", .str("classes"), "singularize", [], kw: nil, block: nil,
                  "\"class\"", after: "\"classes\"")
        try check("\"wishes\".singularize", .str("wishes"), "singularize", [], kw: nil, block: nil,
                  "\"wish\"", after: "\"wishes\"")
        try check("\"matrices\".singularize", .str("matrices"), "singularize", [], kw: nil, block: nil,
                  "\"matrix\"", after: "\"matrices\"")
        try check("\"vertices\".singularize", .str("vertices"), "singularize", [], kw: nil, block: nil,
                  "\"vertex\"", after: "\"vertices\"")
        try check("\"indices\".singularize", .str("indices"), "singularize", [], kw: nil, block: nil,
                  "\"index\"", after: "\"indices\"")
        try check("\"mice\".singularize", .str("mice"), "singularize", [], kw: nil, block: nil,
                  "\"mouse\"", after: "\"mice\"")
        try check("\"lice\".singularize", .str("lice"), "singularize", [], kw: nil, block: nil,
                  "\"louse\"", after: "\"lice\"")
        try check("\"oxen\".singularize", .str("oxen"), "singularize", [], kw: nil, block: nil,
                  "\"ox\"", after: "\"oxen\"")
        try check("\"quizzes\".singularize", .str("quizzes"), "singularize", [], kw: nil, block: nil,
                  "\"quiz\"", after: "\"quizzes\"")
        try check("\"databases\".singularize", .str("databases"), "singularize", [], kw: nil, block: nil,
                  "\"database\"", after: "\"databases\"")
        try check("\"news\".singularize", .str("news"), "singularize", [], kw: nil, block: nil,
                  "\"news\"", after: "\"news\"")
        try check("\"movies\".singularize", .str("movies"), "singularize", [], kw: nil, block: nil,
                  "\"movie\"", after: "\"movies\"")
        try check("\"shoes\".singularize", .str("shoes"), "singularize", [], kw: nil, block: nil,
                  "\"shoe\"", after: "\"shoes\"")
        try check("\"axes\".singularize", .str("axes"), "singularize", [], kw: nil, block: nil,
                  "\"axis\"", after: "\"axes\"")
        try check("\"testes\".singularize", .str("testes"), "singularize", [], kw: nil, block: nil,
                  "\"testis\"", after: "\"testes\"")
        try check("\"knives\".singularize", .str("knives"), "singularize", [], kw: nil, block: nil,
                  "\"knife\"", after: "\"knives\"")
        try check("\"thiefs\".singularize", .str("thiefs"), "singularize", [], kw: nil, block: nil,
                  "\"thief\"", after: "\"thiefs\"")
        try check("\"cows\".singularize", .str("cows"), "singularize", [], kw: nil, block: nil,
                  "\"cow\"", after: "\"cows\"")
        try check("\"photos\".singularize", .str("photos"), "singularize", [], kw: nil, block: nil,
                  "\"photo\"", after: "\"photos\"")
        try check("\"user_accounts\".singularize", .str("user_accounts"), "singularize", [], kw: nil, block: nil,
                  "\"user_account\"", after: "\"user_accounts\"")
        try check("\"BlackSheeps\".singularize", .str("BlackSheeps"), "singularize", [], kw: nil, block: nil,
                  "\"BlackSheep\"", after: "\"BlackSheeps\"")
        try check("\"People\".singularize", .str("People"), "singularize", [], kw: nil, block: nil,
                  "\"Person\"", after: "\"People\"")
        try check("\"CamelOctopi\".singularize", .str("CamelOctopi"), "singularize", [], kw: nil, block: nil,
                  "\"CamelOctopus\"", after: "\"CamelOctopi\"")
        try check("\"bases\".singularize", .str("bases"), "singularize", [], kw: nil, block: nil,
                  "\"basis\"", after: "\"bases\"")
        try check("\"diagnoses\".singularize", .str("diagnoses"), "singularize", [], kw: nil, block: nil,
                  "\"diagnosis\"", after: "\"diagnoses\"")
        try check("\"theses\".singularize", .str("theses"), "singularize", [], kw: nil, block: nil,
                  "\"thesis\"", after: "\"theses\"")
        try check("\"tests\".singularize", .str("tests"), "singularize", [], kw: nil, block: nil,
                  "\"test\"", after: "\"tests\"")
        try check("\"mattresses\".singularize", .str("mattresses"), "singularize", [], kw: nil, block: nil,
                  "\"mattress\"", after: "\"mattresses\"")
        try check("\"criteria\".singularize", .str("criteria"), "singularize", [], kw: nil, block: nil,
                  "\"criterium\"", after: "\"criteria\"")
        try check("\"dwarves\".singularize", .str("dwarves"), "singularize", [], kw: nil, block: nil,
                  "\"dwarf\"", after: "\"dwarves\"")
    }

    func testCamelize() throws {
        try check("\"active_model\".camelize", .str("active_model"), "camelize", [], kw: nil, block: nil,
                  "\"ActiveModel\"", after: "\"active_model\"")
        try check("\"admin_users/new_thing\".camelize", .str("admin_users/new_thing"), "camelize", [], kw: nil, block: nil,
                  "\"AdminUsers::NewThing\"", after: "\"admin_users/new_thing\"")
        try check("\"area51_controller\".camelize", .str("area51_controller"), "camelize", [], kw: nil, block: nil,
                  "\"Area51Controller\"", after: "\"area51_controller\"")
        try check("\"html_tidy\".camelize", .str("html_tidy"), "camelize", [], kw: nil, block: nil,
                  "\"HtmlTidy\"", after: "\"html_tidy\"")
        try check("\"_private\".camelize", .str("_private"), "camelize", [], kw: nil, block: nil,
                  "\"Private\"", after: "\"_private\"")
        try check("\"foo__bar\".camelize", .str("foo__bar"), "camelize", [], kw: nil, block: nil,
                  "\"FooBar\"", after: "\"foo__bar\"")
        try check("\"product-line\".camelize", .str("product-line"), "camelize", [], kw: nil, block: nil,
                  "\"Product-line\"", after: "\"product-line\"")
        try check("\"camel_case/sub_dir\".camelize", .str("camel_case/sub_dir"), "camelize", [], kw: nil, block: nil,
                  "\"CamelCase::SubDir\"", after: "\"camel_case/sub_dir\"")
        try check("\"ssl_error\".camelize", .str("ssl_error"), "camelize", [], kw: nil, block: nil,
                  "\"SslError\"", after: "\"ssl_error\"")
        try check("\"a\".camelize", .str("a"), "camelize", [], kw: nil, block: nil,
                  "\"A\"", after: "\"a\"")
        try check("\"active_model\".camelize(:lower)", .str("active_model"), "camelize", [.symbol("lower")], kw: nil, block: nil,
                  "\"activeModel\"", after: "\"active_model\"")
        try check("\"admin_users/new_thing\".camelize(:lower)", .str("admin_users/new_thing"), "camelize", [.symbol("lower")], kw: nil, block: nil,
                  "\"adminUsers::NewThing\"", after: "\"admin_users/new_thing\"")
        try check("\"html_tidy\".camelize(:lower)", .str("html_tidy"), "camelize", [.symbol("lower")], kw: nil, block: nil,
                  "\"htmlTidy\"", after: "\"html_tidy\"")
    }

    func testUnderscore() throws {
        try check("\"ActiveModel\".underscore", .str("ActiveModel"), "underscore", [], kw: nil, block: nil,
                  "\"active_model\"", after: "\"ActiveModel\"")
        try check("\"AdminUsers::NewThing\".underscore", .str("AdminUsers::NewThing"), "underscore", [], kw: nil, block: nil,
                  "\"admin_users/new_thing\"", after: "\"AdminUsers::NewThing\"")
        try check("\"HTMLTidy\".underscore", .str("HTMLTidy"), "underscore", [], kw: nil, block: nil,
                  "\"html_tidy\"", after: "\"HTMLTidy\"")
        try check("\"SSLError\".underscore", .str("SSLError"), "underscore", [], kw: nil, block: nil,
                  "\"ssl_error\"", after: "\"SSLError\"")
        try check("\"Area51Controller\".underscore", .str("Area51Controller"), "underscore", [], kw: nil, block: nil,
                  "\"area51_controller\"", after: "\"Area51Controller\"")
        try check("\"already_snake\".underscore", .str("already_snake"), "underscore", [], kw: nil, block: nil,
                  "\"already_snake\"", after: "\"already_snake\"")
        try check("\"Product-Line\".underscore", .str("Product-Line"), "underscore", [], kw: nil, block: nil,
                  "\"product_line\"", after: "\"Product-Line\"")
        try check("\"ABC\".underscore", .str("ABC"), "underscore", [], kw: nil, block: nil,
                  "\"abc\"", after: "\"ABC\"")
        try check("\"AbcDEFGhi\".underscore", .str("AbcDEFGhi"), "underscore", [], kw: nil, block: nil,
                  "\"abc_def_ghi\"", after: "\"AbcDEFGhi\"")
        try check("\"CamelCase::SubDir\".underscore", .str("CamelCase::SubDir"), "underscore", [], kw: nil, block: nil,
                  "\"camel_case/sub_dir\"", after: "\"CamelCase::SubDir\"")
        try check("\"iOSApp\".underscore", .str("iOSApp"), "underscore", [], kw: nil, block: nil,
                  "\"i_os_app\"", after: "\"iOSApp\"")
    }

    func testTitleize() throws {
        try check("\"man_from_the_boondocks\".titleize", .str("man_from_the_boondocks"), "titleize", [], kw: nil, block: nil,
                  "\"Man From The Boondocks\"", after: "\"man_from_the_boondocks\"")
        try check("\"x-men: the last stand\".titleize", .str("x-men: the last stand"), "titleize", [], kw: nil, block: nil,
                  "\"X Men: The Last Stand\"", after: "\"x-men: the last stand\"")
        try check("\"TheManWithoutAPast\".titleize", .str("TheManWithoutAPast"), "titleize", [], kw: nil, block: nil,
                  "\"The Man Without A Past\"", after: "\"TheManWithoutAPast\"")
        try check("\"raiders_of_the_lost_ark\".titleize", .str("raiders_of_the_lost_ark"), "titleize", [], kw: nil, block: nil,
                  "\"Raiders Of The Lost Ark\"", after: "\"raiders_of_the_lost_ark\"")
        try check("\"string_ending_with_id\".titleize", .str("string_ending_with_id"), "titleize", [], kw: nil, block: nil,
                  "\"String Ending With\"", after: "\"string_ending_with_id\"")
        try check("\"it's a wonderful life\".titleize", .str("it's a wonderful life"), "titleize", [], kw: nil, block: nil,
                  "\"It's A Wonderful Life\"", after: "\"it's a wonderful life\"")
        try check("\"hello (world)\".titleize", .str("hello (world)"), "titleize", [], kw: nil, block: nil,
                  "\"Hello (World)\"", after: "\"hello (world)\"")
        try check("\"admin/user_account\".titleize", .str("admin/user_account"), "titleize", [], kw: nil, block: nil,
                  "\"Admin/User Account\"", after: "\"admin/user_account\"")
    }

    func testHumanize() throws {
        try check("\"employee_salary\".humanize", .str("employee_salary"), "humanize", [], kw: nil, block: nil,
                  "\"Employee salary\"", after: "\"employee_salary\"")
        try check("\"author_id\".humanize", .str("author_id"), "humanize", [], kw: nil, block: nil,
                  "\"Author\"", after: "\"author_id\"")
        try check("\"_leading\".humanize", .str("_leading"), "humanize", [], kw: nil, block: nil,
                  "\"Leading\"", after: "\"_leading\"")
        try check("\"hello world\".humanize", .str("hello world"), "humanize", [], kw: nil, block: nil,
                  "\"Hello world\"", after: "\"hello world\"")
        try check("\"SSL_error\".humanize", .str("SSL_error"), "humanize", [], kw: nil, block: nil,
                  "\"Ssl error\"", after: "\"SSL_error\"")
        try check("\"x_ID\".humanize", .str("x_ID"), "humanize", [], kw: nil, block: nil,
                  "\"X id\"", after: "\"x_ID\"")
        try check("\"created_at\".humanize", .str("created_at"), "humanize", [], kw: nil, block: nil,
                  "\"Created at\"", after: "\"created_at\"")
    }

    func testOtherInflections() throws {
        try check("\"fancy_category\".classify", .str("fancy_category"), "classify", [], kw: nil, block: nil,
                  "\"FancyCategory\"", after: "\"fancy_category\"")
        try check("\"fancy_categories\".classify", .str("fancy_categories"), "classify", [], kw: nil, block: nil,
                  "\"FancyCategory\"", after: "\"fancy_categories\"")
        try check("\"FancyPerson\".tableize", .str("FancyPerson"), "tableize", [], kw: nil, block: nil,
                  "\"fancy_people\"", after: "\"FancyPerson\"")
        try check("\"ham_and_eggs\".tableize", .str("ham_and_eggs"), "tableize", [], kw: nil, block: nil,
                  "\"ham_and_eggs\"", after: "\"ham_and_eggs\"")
        try check("\"message_id\".dasherize", .str("message_id"), "dasherize", [], kw: nil, block: nil,
                  "\"message-id\"", after: "\"message_id\"")
        try check("\"Admin::Message\".foreign_key", .str("Admin::Message"), "foreign_key", [], kw: nil, block: nil,
                  "\"message_id\"", after: "\"Admin::Message\"")
        try check("\"Message\".foreign_key(false)", .str("Message"), "foreign_key", [.false], kw: nil, block: nil,
                  "\"messageid\"", after: "\"Message\"")
        try check("\"^très|Jolie-- \".parameterize", .str("^très|Jolie-- "), "parameterize", [], kw: nil, block: nil,
                  "\"tres-jolie\"", after: "\"^très|Jolie-- \"")
        try check("\"Hello  World__x\".parameterize", .str("Hello  World__x"), "parameterize", [], kw: nil, block: nil,
                  "\"hello-world__x\"", after: "\"Hello  World__x\"")
        try check("\"ABC def\".parameterize(preserve_case: true)", .str("ABC def"), "parameterize", [], kw: HashBox([(.symbol("preserve_case"), .true)]), block: nil,
                  "\"ABC-def\"", after: "\"ABC def\"")
    }
}
